/**
 * The smart account's ERC-7715 sessions live in the cloud (`/v1/sessions/{address}`, SPEC §7);
 * the frame app reaches them through its own server, which adds the session's project and host
 * origin (the cloud checks that origin against the project's allowlist). The cloud verifies
 * every signature itself (EIP-1271 on the account), so nothing here vouches for one.
 */
import { SECURE_SDK_VERSION } from '@portico/shared'
import { z } from 'zod'
import type { FrameContext } from '../context/frameContext.ts'
import { apiError } from '../http/apiErrors.ts'

/** What the frame says it is in the cloud's `st` / `sv` query (SPEC §7). */
export const FRAME_SDK_TYPE = 'portico-secure-frame'

/** How long the cloud may take to answer. */
export const CLOUD_TIMEOUT_MS = 10_000

const cloudErrorSchema = z.object({ code: z.string().optional(), message: z.string().optional() })

export interface CloudCall {
  method: 'GET' | 'POST'
  /** `/v1/sessions/<address>…` */
  path: string
  projectId: string
  origin: string
  body?: unknown
}

export async function forwardToCloud(ctx: FrameContext, call: CloudCall): Promise<unknown> {
  if (!ctx.cloudUrl) throw apiError('CLOUD_UNAVAILABLE')
  const url = new URL(`${ctx.cloudUrl}${call.path}`)
  url.searchParams.set('projectId', call.projectId)
  url.searchParams.set('st', FRAME_SDK_TYPE)
  url.searchParams.set('sv', SECURE_SDK_VERSION)
  let res: Response
  try {
    res = await fetch(url, {
      method: call.method,
      headers: {
        origin: call.origin,
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(CLOUD_TIMEOUT_MS),
    })
  } catch (cause) {
    throw apiError('CLOUD_UNAVAILABLE', { cause })
  }
  const json: unknown = await res.json().catch(() => undefined)
  if (res.ok) return json
  if (res.status >= 500) throw apiError('CLOUD_UNAVAILABLE')
  if (res.status === 404) throw apiError('SMART_SESSION_NOT_FOUND')
  const error = cloudErrorSchema.safeParse(json)
  throw apiError('SMART_SESSION_REFUSED', {
    ...(error.success && error.data.message ? { message: error.data.message.slice(0, 300) } : {}),
    body: { cloudCode: error.success ? (error.data.code ?? 'UNKNOWN') : 'UNKNOWN' },
  })
}
