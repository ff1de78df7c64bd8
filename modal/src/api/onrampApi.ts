/**
 * The on-ramp's calls (SPEC §7), injected into porticoApi: GET /v1/onramp/options,
 * POST /v1/onramp/quote, POST /v1/generators/onrampurl and the order's status. They live apart so
 * that their response schemas load with Buy's code, not on the modal's open path. The SPEC §7
 * fallbacks (default options, a mocked quote) are the thunks' (features/onramp/onrampThunks.ts):
 * these report the cloud's answer as it is.
 */
import {
  type OnrampOptions,
  type OnrampOrder,
  type OnrampQuote,
  type OnrampQuoteRequest,
  type OnrampUrlRequest,
  type OnrampUrlResponse,
  onrampOptionsSchema,
  onrampOrderSchema,
  onrampQuoteSchema,
  onrampUrlResponseSchema,
} from '@portico/shared'
import { checked, porticoApi } from './porticoApi.ts'

/** The on-ramp's options change with the provider's catalogue: kept 5 minutes unused. */
export const ONRAMP_OPTIONS_KEEP_UNUSED_S = 5 * 60

export const onrampApi = porticoApi.injectEndpoints({
  endpoints: (build) => ({
    getOnrampOptions: build.query<OnrampOptions, void>({
      query: () => ({ url: '/v1/onramp/options' }),
      ...checked(onrampOptionsSchema),
      keepUnusedDataFor: ONRAMP_OPTIONS_KEEP_UNUSED_S,
    }),
    getOnrampQuote: build.mutation<OnrampQuote, OnrampQuoteRequest>({
      query: (body) => ({ url: '/v1/onramp/quote', method: 'POST', body, maxRetries: 1 }),
      ...checked(onrampQuoteSchema),
    }),
    /** Makes an order: never retried, so one click makes one order. */
    createOnrampUrl: build.mutation<OnrampUrlResponse, OnrampUrlRequest>({
      query: (body) => ({ url: '/v1/generators/onrampurl', method: 'POST', body, maxRetries: 0 }),
      ...checked(onrampUrlResponseSchema),
    }),
    getOnrampOrder: build.query<OnrampOrder, string>({
      query: (id) => ({ url: `/v1/onramp/orders/${encodeURIComponent(id)}`, maxRetries: 0 }),
      ...checked(onrampOrderSchema),
      keepUnusedDataFor: 0,
    }),
  }),
})
