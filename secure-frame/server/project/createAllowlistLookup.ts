/**
 * Project allowlists read from the cloud API, cached per project for PROJECT_CACHE_HOP_MS: half
 * of the time README promises a console change takes, the cloud's own cache being the other half: /sdk templates them and every login checks
 * the host page's origin against them, with the shared rule (wildcards, localhost any port).
 *
 * A copy is never used once it is PROJECT_CACHE_HOP_MS old, but once half that age it is
 * refreshed in the background while it still answers (issue 19): a project visited steadily is
 * always answered from memory, so /sdk (and READY in the host) does not wait on the cloud.
 * One read per project at a time: requests that need a fresh copy share it.
 */
import { isOriginAllowed, PROJECT_CACHE_HOP_MS } from '@portico/shared'
import { fetchProjectAllowlist, type ProjectAllowlist } from '../fetchProjectAllowlist.ts'

export interface AllowlistLookup {
  get(projectId: string): Promise<ProjectAllowlist | null>
  isOriginAllowed(projectId: string, origin: string): Promise<boolean>
}

export function createAllowlistLookup(
  cloudUrl: string,
  maxAgeMs = PROJECT_CACHE_HOP_MS,
): AllowlistLookup {
  const cache = new Map<string, { value: ProjectAllowlist | null; at: number }>()
  const reading = new Map<string, Promise<ProjectAllowlist | null>>()
  const read = (projectId: string) => {
    const pending = reading.get(projectId)
    if (pending) return pending
    // The copy's age runs from when the read started: the cloud's answer is at least that new.
    const at = Date.now()
    const next = fetchProjectAllowlist(cloudUrl, projectId)
      .then((value) => {
        cache.set(projectId, { value, at })
        return value
      })
      .finally(() => reading.delete(projectId))
    reading.set(projectId, next)
    return next
  }
  const get = async (projectId: string) => {
    const cached = cache.get(projectId)
    const age = cached ? Date.now() - cached.at : Number.POSITIVE_INFINITY
    if (!cached || age >= maxAgeMs) return read(projectId)
    // A failed background read changes nothing: the copy expires at its time, then a request reads.
    if (age >= maxAgeMs / 2) read(projectId).catch(() => undefined)
    return cached.value
  }
  return {
    get,
    isOriginAllowed: async (projectId, origin) => {
      const allowlist = await get(projectId)
      return allowlist ? isOriginAllowed(origin, allowlist) : false
    },
  }
}
