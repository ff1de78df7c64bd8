/**
 * Test helper: calls the frame server's API as the frame app does, each request with a fresh
 * device proof (and the session token, when there is one).
 */
import { createDeviceProof, type DeviceKey } from '../proof/createDeviceProof.ts'
import { DEVICE_PROOF_HEADER } from '../proof/deviceProofFormat.ts'

export interface ApiResponse<T = Record<string, unknown>> {
  status: number
  body: T
}

export interface FrameApiClient {
  key: DeviceKey
  token?: string
  call<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    options?: {
      proof?: string | null
      token?: string | null
      rawBody?: string
      headers?: Record<string, string>
    },
  ): Promise<ApiResponse<T>>
}

export function createFrameApiClient(
  baseUrl: () => string,
  key: DeviceKey,
  now: () => number,
): FrameApiClient {
  const client: FrameApiClient = {
    key,
    async call(method, path, body, options = {}) {
      const text = options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body))
      const token = options.token === undefined ? client.token : (options.token ?? undefined)
      const proof =
        options.proof === undefined
          ? await createDeviceProof(key, {
              method,
              path,
              body: text,
              accessToken: token,
              now: now(),
            })
          : options.proof
      const headers: Record<string, string> = { ...options.headers }
      if (text !== undefined) headers['content-type'] = 'application/json'
      if (proof !== null) headers[DEVICE_PROOF_HEADER] = proof
      if (token) headers.authorization = `Bearer ${token}`
      const res = await fetch(`${baseUrl()}${path}`, { method, headers, body: text })
      const type = res.headers.get('content-type') ?? ''
      return {
        status: res.status,
        body: (type.includes('json') ? await res.json() : await res.text()) as never,
      }
    },
  }
  return client
}
