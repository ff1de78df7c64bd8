/**
 * The frame app's client for its own server (same origin): every call carries a device-key
 * proof, authenticated calls the session token too. A non-OK answer becomes a FrameApiError with
 * the server's code and message (SPEC §8 texts). Each call says the frame's locale as its
 * Accept-Language, so what the server words (mails, device names) matches the frame's windows.
 */
import { lazySchema, PorticoError } from '@portico/shared'
import * as z from 'zod/mini'
import type { ProofRequest } from '../worker/deviceProof.ts'

/** A refusal or failure of the frame's own server: its code and HTTP status (0: no answer). */
export class FrameApiError extends PorticoError {
  override name = 'FrameApiError'
  readonly status: number
  constructor(message: string, code: string, status: number) {
    super(message, { code })
    this.status = status
  }
}

const errorSchema = lazySchema(() =>
  z.object({ code: z.string(), message: z.optional(z.string()) }),
)

export interface FrameApiDeps {
  createProof(request: ProofRequest): Promise<string>
  /** The frame's locale (FrameState.locale); unset: the browser's own Accept-Language. */
  locale?(): string | undefined
}

export interface FrameApi {
  post<T>(
    path: string,
    body: unknown,
    options?: { token?: string; signal?: AbortSignal; schema?: z.ZodMiniType<T> },
  ): Promise<T>
  get<T>(
    path: string,
    options?: { token?: string; signal?: AbortSignal; schema?: z.ZodMiniType<T> },
  ): Promise<T>
  put<T>(
    path: string,
    body: unknown,
    options?: { token?: string; signal?: AbortSignal; schema?: z.ZodMiniType<T> },
  ): Promise<T>
}

export function createFrameApi(deps: FrameApiDeps): FrameApi {
  async function call<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body: unknown,
    options: { token?: string; signal?: AbortSignal; schema?: z.ZodMiniType<T> } = {},
  ): Promise<T> {
    const text = body === undefined ? '' : JSON.stringify(body)
    const proof = await deps.createProof({
      htm: method,
      htu: path,
      body: text,
      accessToken: options.token,
    })
    const headers: Record<string, string> = { 'x-portico-proof': proof }
    if (text) headers['content-type'] = 'application/json'
    if (options.token) headers.authorization = `Bearer ${options.token}`
    const locale = deps.locale?.()
    if (locale) headers['accept-language'] = locale
    let res: Response
    try {
      res = await fetch(path, {
        method,
        headers,
        body: text || undefined,
        signal: options.signal,
        credentials: 'omit',
      })
    } catch (error) {
      if (options.signal?.aborted) throw error
      throw new FrameApiError('An error occurred', 'NETWORK_ERROR', 0)
    }
    const json: unknown = await res.json().catch(() => undefined)
    if (!res.ok) {
      const parsed = errorSchema().safeParse(json)
      throw new FrameApiError(
        parsed.success ? (parsed.data.message ?? parsed.data.code) : 'An error occurred',
        parsed.success ? parsed.data.code : 'HTTP_ERROR',
        res.status,
      )
    }
    return options.schema ? options.schema.parse(json) : (json as T)
  }
  return {
    post: (path, body, options) => call('POST', path, body, options),
    get: (path, options) => call('GET', path, undefined, options),
    put: (path, body, options) => call('PUT', path, body, options),
  }
}
