/**
 * The business constants and limits of SPEC §9 (and the few figures §1, §2 and §7 give), named,
 * in one module. Durations are numbers in milliseconds (`_MS`). Only figures some code reads
 * are here: a feature not built yet (on-ramp, RPC ranking…) adds its own when it lands.
 */
import type { FrameRequestName } from './frame/frameMessages.ts'

// The secure-frame protocol owns these two; they are part of §9 and re-exported here.
export { DEFAULT_FRAME_CHAIN_ID, SECURE_SDK_VERSION } from './frame/frameMessages.ts'

// Time constants: one second to one year
export const ONE_SECOND_MS = 1000
export const ONE_MINUTE_MS = 60 * ONE_SECOND_MS
export const ONE_HOUR_MS = 60 * ONE_MINUTE_MS
export const ONE_DAY_MS = 24 * ONE_HOUR_MS
export const ONE_WEEK_MS = 7 * ONE_DAY_MS
/** A month of 30 days, as relative-time labels count it. */
export const ONE_MONTH_MS = 30 * ONE_DAY_MS
/** A year of 365 days, as relative-time labels count it. */
export const ONE_YEAR_MS = 365 * ONE_DAY_MS

/** Relative-time labels, from seconds to years. */
export const RELATIVE_TIME_LABELS = {
  second: 'sec',
  minute: 'min',
  hour: 'hr',
  day: 'd',
  month: 'mo',
  year: 'yr',
} as const

// E-mail login and balances
export const EMAIL_LOGIN_COOLDOWN_MS = 30 * ONE_SECOND_MS
/**
 * How long a project change made in the console or CLI (origins, features) may take to reach
 * every cloud and secure-frame instance (README says so). A change passes two caches on its way
 * to the frame (the cloud's, then the frame server's copy read from the cloud), so each keeps
 * its copy for half of it: PROJECT_CACHE_HOP_MS.
 */
export const PROJECT_SETTINGS_MAX_AGE_MS = 5 * ONE_SECOND_MS
/** How long one cache on a change's way (cloud, frame server, browser) keeps a project's copy. */
export const PROJECT_CACHE_HOP_MS = PROJECT_SETTINGS_MAX_AGE_MS / 2
export const TOKEN_BALANCE_RETRY_GAP_MS = 30 * ONE_SECOND_MS

// Cache expiry
export const PORTFOLIO_CACHE_EXPIRY_MS = 30 * ONE_SECOND_MS
export const NATIVE_BALANCE_CACHE_EXPIRY_MS = 30 * ONE_SECOND_MS
export const ENS_CACHE_EXPIRY_MS = 5 * ONE_MINUTE_MS
export const IDENTITY_CACHE_EXPIRY_MS = 5 * ONE_MINUTE_MS

export const RECENT_WALLETS_MAX = 2

// Modal timing
export const SNACKBAR_REOPEN_DELAY_MS = 150
export const MODAL_SHAKE_MS = 500
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000
export const FARCASTER_RELOAD_DELAY_MS = 100
export const WALLET_SEARCH_WAIT_MS = 300

// Pairing
/** A pairing counts as expired when this much time or less remains. */
export const PAIRING_EXPIRY_THRESHOLD_MS = 10 * ONE_SECOND_MS
export const PAIRING_LIFETIME_MS = 4 * ONE_MINUTE_MS
export const PAIRING_RETRY_GAP_MS = ONE_SECOND_MS

// Secure frame
export const SECURE_FRAME_TIMEOUT_MS = 30_000
/** Requests that time out after SECURE_FRAME_TIMEOUT_MS (the timeout handler runs, then abort). */
export const SECURE_FRAME_TIMEOUT_REQUESTS = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
] as const satisfies readonly FrameRequestName[]
/** z-index of the hidden secure-frame iframe (SPEC §2). */
export const SECURE_FRAME_Z_INDEX = 999999

/** Wallet catalogue page sizes: featured and recommended, the list, search. */
export const WALLET_PAGE_SIZES = { featured: 4, recommended: 4, list: 40, search: 100 } as const

// Swaps (SPEC §9)
/** The slippage tolerance a swap starts with, in percent. */
export const SWAP_DEFAULT_SLIPPAGE_PERCENT = 1
/** The highest slippage tolerance a user may set, in percent. */
export const SWAP_MAX_SLIPPAGE_PERCENT = 50
/** A swap must be mined within this long of being built, or it reverts. */
export const SWAP_DEADLINE_MS = 20 * ONE_MINUTE_MS
/** How often an open Swap view asks for a fresh quote. */
export const SWAP_QUOTE_REFRESH_MS = 10 * ONE_SECOND_MS
/** A price impact above this (percent) is shown as a warning before the swap. */
export const SWAP_PRICE_IMPACT_WARNING_PERCENT = 5
/** Uniswap V2's pool fee, in percent of the input. */
export const SWAP_POOL_FEE_PERCENT = 0.3
/**
 * The swap networks rule: a network takes swaps when the cloud serves a DEX on it (it answers
 * SPEC §8's SWAPS_NETWORK_NOT_SUPPORTED text otherwise); this family is the only one that can.
 */
export const SWAP_CHAIN_NAMESPACE = 'eip155'

// Chain RPC
export const RPC_TIMEOUT_MS = 10_000
export const RPC_BATCH_SIZE = 1000

// Storage, auth, caches, logs
export const JWT_ALGORITHM = 'EdDSA'
export const REQUEST_CACHE_MAX_ENTRIES = 8192

// Generic HTTP client (SPEC §7)
export const HTTP_RETRY_BASE_DELAY_MS = 150
export const HTTP_MAX_RETRIES = 3
export const HTTP_RETRY_STATUSES = [403, 408, 413, 429, 500, 502, 503, 504] as const

// SDK versions (SPEC §7)
export const CLIENT_SDK_VERSION = '1.7.2'
/** The SDK type Portico's client names itself by (`st`, SYNC_DAPP_DATA's sdkType). */
export const PORTICO_SDK_TYPE = 'portico'

// On-ramp (SPEC §9)
/** The provider's posted fee, as a share of the payment: between 1 % and 2 %. */
export const ONRAMP_FEE_RANGE = { min: 0.01, max: 0.02 } as const
/** Fiat currencies the default limits apply to. */
export const ONRAMP_DEFAULT_FIAT_CURRENCIES = ['USD', 'EUR'] as const
/** Default payment-method limits, in the fiat currency (USD and EUR): card and bank (ACH). */
export const ONRAMP_DEFAULT_LIMITS = [
  { id: 'CARD', min: '10.00', max: '7500.00' },
  { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
] as const
/** How often BuyInProgress asks for the order's status. */
export const ONRAMP_ORDER_POLL_MS = 1500
