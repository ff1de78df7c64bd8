/**
 * The adapter for the devnet's sandbox on-ramp (devnet/src/onramp), reached over HTTP at its
 * own origin like any hosted provider. Every answer is parsed with its shared schema; a
 * provider that does not answer, or answers something else, is ONRAMP_PROVIDER_UNAVAILABLE.
 */
import {
  createPorticoError,
  type OnrampCheckoutRequest,
  type OnrampQuoteRequest,
  onrampCheckoutSchema,
  onrampOptionsSchema,
  onrampOrderSchema,
  onrampQuoteSchema,
} from '@portico/shared'
import { z } from 'zod'
import type { OnrampProvider } from './onrampProvider.ts'

/** How long the cloud waits for the provider. */
export const ONRAMP_PROVIDER_TIMEOUT_MS = 10_000

const payoutSchema = z.object({ payoutAddresses: z.array(z.string()).max(20) })

export function createSandboxOnrampProvider(baseUrl: string): OnrampProvider {
  const call = async <T>(
    path: string,
    schema: { parse(data: unknown): T },
    body?: unknown,
  ): Promise<T> => {
    let response: Response
    try {
      response = await fetch(new URL(path, baseUrl), {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(ONRAMP_PROVIDER_TIMEOUT_MS),
      })
    } catch (cause) {
      throw createPorticoError('ONRAMP_PROVIDER_UNAVAILABLE', { cause, status: 502 })
    }
    const data: unknown = await response.json().catch(() => null)
    if (response.status === 404) throw createPorticoError('ONRAMP_ORDER_NOT_FOUND', { status: 404 })
    if (!response.ok) {
      const message = (data as { message?: unknown } | null)?.message
      throw createPorticoError('ONRAMP_PROVIDER_UNAVAILABLE', {
        status: 502,
        details: typeof message === 'string' ? message.slice(0, 300) : `HTTP ${response.status}`,
      })
    }
    try {
      return schema.parse(data)
    } catch (cause) {
      throw createPorticoError('ONRAMP_PROVIDER_UNAVAILABLE', {
        cause,
        status: 502,
        details: 'The provider sent an answer of another shape',
      })
    }
  }
  return {
    name: 'sandbox',
    getOptions: () => call('/api/options', onrampOptionsSchema),
    getQuote: (request: OnrampQuoteRequest) => call('/api/quotes', onrampQuoteSchema, request),
    createCheckout: (request: OnrampCheckoutRequest) =>
      call('/api/orders', onrampCheckoutSchema, request),
    getOrder: (id) => call(`/api/orders/${encodeURIComponent(id)}`, onrampOrderSchema),
    payoutAddresses: async () => (await call('/api/info', payoutSchema)).payoutAddresses,
  }
}
