/**
 * Test helper: the frame app's FrameApi over a real frame server, as the app's own client does it
 * in the browser (a device-key proof on every call, the token on signed-in calls, a non-OK
 * answer as a FrameApiError with the server's code and text). The device key stays the same for
 * the helper's life, like the frame origin's IndexedDB key across reloads.
 */
import { createDeviceKey } from '../../server/proof/createDeviceProof.ts'
import { createFrameApiClient, type FrameApiClient } from '../../server/testing/frameApiClient.ts'
import { type FrameApi, FrameApiError } from '../api/frameApi.ts'

export async function createServerFrameApi(
  baseUrl: () => string,
  now: () => number,
): Promise<FrameApi> {
  return frameApiOverClient(createFrameApiClient(baseUrl, await createDeviceKey(), now))
}

/** The FrameApi over a test client (its device key), e.g. one a test logged in with. */
export function frameApiOverClient(client: FrameApiClient): FrameApi {
  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body: unknown,
    options: { token?: string; schema?: { parse(value: unknown): T } } = {},
  ): Promise<T> => {
    // The test client's type lists GET and POST; it sends any method.
    const res = await client.call(method as 'POST', path, body, { token: options.token ?? null })
    if (res.status >= 400) {
      const { code, message } = res.body as { code?: string; message?: string }
      throw new FrameApiError(
        message ?? code ?? 'An error occurred',
        code ?? 'HTTP_ERROR',
        res.status,
      )
    }
    return options.schema ? options.schema.parse(res.body) : (res.body as T)
  }
  return {
    post: (path, body, options) => call('POST', path, body, options),
    get: (path, options) => call('GET', path, undefined, options),
    put: (path, body, options) => call('PUT', path, body, options),
  }
}
