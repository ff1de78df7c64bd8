/**
 * Parsing of bus messages on each end. A message that fails its schema gives `null`:
 * the caller drops it and nothing else happens.
 */
import {
  FRAME_APP_PREFIX,
  FRAME_EVENT_PREFIX,
  type FrameRequestName,
  frameEnvelopeSchema,
  frameErrorPayloadSchema,
  frameReadyPayloadSchema,
  frameRequests,
  frameSessionUpdatePayloadSchema,
  isFrameRequestName,
} from './frameMessages.ts'

export interface ParsedFrameRequest {
  name: FrameRequestName
  id: string
  payload: unknown
}

/** Frame side: a `@w3m-app/<NAME>` request with an id and a valid payload, or null. */
export function parseFrameRequest(data: unknown): ParsedFrameRequest | null {
  const envelope = frameEnvelopeSchema().safeParse(data)
  if (!envelope.success || !envelope.data.id) return null
  const { type, id, payload } = envelope.data
  if (!type.startsWith(FRAME_APP_PREFIX)) return null
  const name = type.slice(FRAME_APP_PREFIX.length)
  if (!isFrameRequestName(name)) return null
  const parsed = frameRequests[name].request.safeParse(payload)
  if (!parsed.success) return null
  return { name, id, payload: parsed.data }
}

export type ParsedFrameEvent =
  | { kind: 'READY'; payload: { version?: string | number | undefined } }
  | { kind: 'SESSION_UPDATE'; payload: { token: string } }
  | { kind: 'SUCCESS'; name: FrameRequestName; id: string; payload: unknown }
  | { kind: 'ERROR'; name: FrameRequestName; id: string; message: string; code?: string | number }

/** Host side: a `@w3m-frame/...` event whose payload fits its schema, or null. */
export function parseFrameEvent(data: unknown): ParsedFrameEvent | null {
  const envelope = frameEnvelopeSchema().safeParse(data)
  if (!envelope.success) return null
  const { type, id, payload } = envelope.data
  if (!type.startsWith(FRAME_EVENT_PREFIX)) return null
  const rest = type.slice(FRAME_EVENT_PREFIX.length)
  if (rest === 'READY') {
    const parsed = frameReadyPayloadSchema().safeParse(payload)
    return parsed.success ? { kind: 'READY', payload: parsed.data } : null
  }
  if (rest === 'SESSION_UPDATE') {
    const parsed = frameSessionUpdatePayloadSchema().safeParse(payload)
    return parsed.success ? { kind: 'SESSION_UPDATE', payload: parsed.data } : null
  }
  if (!id) return null
  for (const [suffix, kind] of [
    ['_SUCCESS', 'SUCCESS'],
    ['_ERROR', 'ERROR'],
  ] as const) {
    if (!rest.endsWith(suffix)) continue
    const name = rest.slice(0, -suffix.length)
    if (!isFrameRequestName(name)) return null
    if (kind === 'ERROR') {
      const parsed = frameErrorPayloadSchema().safeParse(payload)
      return parsed.success
        ? { kind, name, id, message: parsed.data.message, code: parsed.data.code }
        : null
    }
    const parsed = frameRequests[name].success.safeParse(payload)
    return parsed.success ? { kind, name, id, payload: parsed.data } : null
  }
  return null
}

export const frameRequestType = (name: FrameRequestName) => `${FRAME_APP_PREFIX}${name}`
export const frameSuccessType = (name: FrameRequestName) => `${FRAME_EVENT_PREFIX}${name}_SUCCESS`
export const frameErrorType = (name: FrameRequestName) => `${FRAME_EVENT_PREFIX}${name}_ERROR`
export const FRAME_READY_TYPE = `${FRAME_EVENT_PREFIX}READY`
export const FRAME_SESSION_UPDATE_TYPE = `${FRAME_EVENT_PREFIX}SESSION_UPDATE`
