/**
 * Links to this service handed to clients (token icons): absolute, on the public URL, with the
 * caller's projectId, st and sv so the link passes the same checks as the call that gave it.
 */
import type { CloudContext } from '../cloudContext.ts'

export interface LinkQuery {
  projectId: string
  st?: string
  sv?: string
}

export function publicLink(ctx: CloudContext, path: string, query: LinkQuery): string {
  const url = new URL(path, ctx.publicUrl())
  url.searchParams.set('projectId', query.projectId)
  if (query.st) url.searchParams.set('st', query.st)
  if (query.sv) url.searchParams.set('sv', query.sv)
  return url.toString()
}
