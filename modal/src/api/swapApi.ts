/**
 * The swap routes (SPEC §7 /v1/convert), injected into porticoApi by the swap feature when its
 * code loads, so the modal's open path does not carry them. Every response is parsed with its
 * contract from shared. Quotes and allowances change with every block and are not kept; built
 * transactions are mutations, used once; quote and build calls do not retry, so a refusal is
 * seen at once.
 */
import {
  PORTFOLIO_CACHE_EXPIRY_MS,
  type SwapAllowanceResponse,
  type SwapApproveResponse,
  type SwapBuildResponse,
  type SwapGasPriceResponse,
  type SwapQuotesResponse,
  type SwapTokensResponse,
  swapAllowanceResponseSchema,
  swapApproveResponseSchema,
  swapBuildResponseSchema,
  swapGasPriceResponseSchema,
  swapQuotesResponseSchema,
  swapTokensResponseSchema,
} from '@portico/shared'
import { checked, porticoApi } from './porticoApi.ts'

/**
 * Amounts in base units; tokens as CAIP-10 addresses (the native currency: 0xeeee…eeee).
 * Either `amount` (paid) or `toAmount` (received: what must be paid is quoted).
 */
export interface SwapQuoteQuery {
  amount?: string
  toAmount?: string
  userAddress: string
  from: string
  to: string
  gasPrice?: string
}

export interface SwapApproveQuery {
  userAddress: string
  from: string
  to: string
  amount?: string
  /** Approve the largest amount instead of `amount`. */
  unlimited?: boolean
}

export interface SwapBuildBody {
  amount: string
  /** Percent. */
  slippage: number
  projectId: string
  from: string
  to: string
  userAddress: string
  disableEstimate?: boolean
  /** The quoted amount out the user accepted: the slippage is taken from it. */
  toAmount?: string
  /** Receive exactly toAmount, paying at most `amount` plus the slippage. */
  exactOut?: boolean
}

export const swapApi = porticoApi.injectEndpoints({
  endpoints: (build) => ({
    getSwapTokens: build.query<SwapTokensResponse, { chainId: string }>({
      query: ({ chainId }) => ({ url: '/v1/convert/tokens', params: { chainId } }),
      ...checked(swapTokensResponseSchema),
      keepUnusedDataFor: PORTFOLIO_CACHE_EXPIRY_MS / 1000,
    }),
    getSwapQuote: build.query<SwapQuotesResponse, SwapQuoteQuery>({
      query: (params) => ({ url: '/v1/convert/quotes', params: { ...params }, maxRetries: 0 }),
      ...checked(swapQuotesResponseSchema),
      keepUnusedDataFor: 0,
    }),
    getSwapAllowance: build.query<
      SwapAllowanceResponse,
      { tokenAddress: string; userAddress: string }
    >({
      query: (params) => ({ url: '/v1/convert/allowance', params: { ...params }, maxRetries: 0 }),
      ...checked(swapAllowanceResponseSchema),
      keepUnusedDataFor: 0,
    }),
    getSwapGasPrice: build.query<SwapGasPriceResponse, { chainId: string }>({
      query: ({ chainId }) => ({ url: '/v1/convert/gas-price', params: { chainId } }),
      ...checked(swapGasPriceResponseSchema),
      keepUnusedDataFor: 10,
    }),
    // Built transactions are used once: mutations, never cached.
    buildSwapApprove: build.mutation<SwapApproveResponse, SwapApproveQuery>({
      query: ({ unlimited, ...params }) => ({
        url: '/v1/convert/build-approve',
        params: { ...params, unlimited: unlimited ? 'true' : undefined },
        maxRetries: 0,
      }),
      ...checked(swapApproveResponseSchema),
    }),
    buildSwapTransaction: build.mutation<SwapBuildResponse, SwapBuildBody>({
      query: ({ slippage, ...body }) => ({
        url: '/v1/convert/build-transaction',
        method: 'POST',
        body: { ...body, eip155: { slippage } },
        maxRetries: 0,
      }),
      ...checked(swapBuildResponseSchema),
    }),
  }),
})
