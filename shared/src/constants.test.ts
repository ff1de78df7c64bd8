import { describe, expect, it } from 'vitest'
import * as constants from './constants.ts'

describe('constants (SPEC §9)', () => {
  it('holds the durations in milliseconds', () => {
    expect(constants.EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000)
    expect(constants.TOKEN_BALANCE_RETRY_GAP_MS).toBe(30_000)
    expect(constants.PORTFOLIO_CACHE_EXPIRY_MS).toBe(30_000)
    expect(constants.NATIVE_BALANCE_CACHE_EXPIRY_MS).toBe(30_000)
    expect(constants.ENS_CACHE_EXPIRY_MS).toBe(300_000)
    expect(constants.IDENTITY_CACHE_EXPIRY_MS).toBe(300_000)
    expect(constants.SNACKBAR_REOPEN_DELAY_MS).toBe(150)
    expect(constants.MODAL_SHAKE_MS).toBe(500)
    expect(constants.IMAGE_PRELOAD_TIMEOUT_MS).toBe(2000)
    expect(constants.PAIRING_EXPIRY_THRESHOLD_MS).toBe(10_000)
    expect(constants.PAIRING_LIFETIME_MS).toBe(240_000)
    expect(constants.PAIRING_RETRY_GAP_MS).toBe(1000)
    expect(constants.FARCASTER_RELOAD_DELAY_MS).toBe(100)
    expect(constants.SECURE_FRAME_TIMEOUT_MS).toBe(30_000)
    expect(constants.WALLET_SEARCH_WAIT_MS).toBe(300)
    expect(constants.RPC_TIMEOUT_MS).toBe(10_000)
    expect(constants.HTTP_RETRY_BASE_DELAY_MS).toBe(150)
  })

  it('holds the time constants from one second to one year', () => {
    expect(constants.ONE_SECOND_MS).toBe(1000)
    expect(constants.ONE_MINUTE_MS).toBe(60_000)
    expect(constants.ONE_HOUR_MS).toBe(3_600_000)
    expect(constants.ONE_DAY_MS).toBe(86_400_000)
    expect(constants.ONE_WEEK_MS).toBe(7 * 86_400_000)
    expect(constants.ONE_MONTH_MS).toBe(30 * 86_400_000)
    expect(constants.ONE_YEAR_MS).toBe(365 * 86_400_000)
  })

  it('holds the limits and counts', () => {
    expect(constants.RECENT_WALLETS_MAX).toBe(2)
    expect(constants.WALLET_PAGE_SIZES).toEqual({
      featured: 4,
      recommended: 4,
      list: 40,
      search: 100,
    })
    expect(constants.RPC_BATCH_SIZE).toBe(1000)
    expect(constants.REQUEST_CACHE_MAX_ENTRIES).toBe(8192)
    expect(constants.HTTP_MAX_RETRIES).toBe(3)
    expect(constants.HTTP_RETRY_STATUSES).toEqual([403, 408, 413, 429, 500, 502, 503, 504])
  })

  it('holds the default on-ramp limits for card and bank account', () => {})

  it('holds the secure frame figures', () => {
    expect(constants.SECURE_SDK_VERSION).toBe('4')
    expect(constants.DEFAULT_FRAME_CHAIN_ID).toBe('eip155:1')
    expect(constants.SECURE_FRAME_Z_INDEX).toBe(999999)
    expect(constants.SECURE_FRAME_TIMEOUT_REQUESTS).toEqual([
      'CONNECT_EMAIL',
      'CONNECT_DEVICE',
      'CONNECT_OTP',
      'CONNECT_SOCIAL',
      'GET_SOCIAL_REDIRECT_URI',
    ])
  })

  it('holds the names and versions', () => {
    expect(constants.JWT_ALGORITHM).toBe('EdDSA')
    expect(constants.RELATIVE_TIME_LABELS).toEqual({
      second: 'sec',
      minute: 'min',
      hour: 'hr',
      day: 'd',
      month: 'mo',
      year: 'yr',
    })
    expect(constants.CLIENT_SDK_VERSION).toBe('1.7.2')
  })

  it("holds the swap figures: 1% slippage by default, Uniswap V2's 0.3% fee", () => {
    expect(constants.SWAP_DEFAULT_SLIPPAGE_PERCENT).toBe(1)
    expect(constants.SWAP_MAX_SLIPPAGE_PERCENT).toBeGreaterThan(
      constants.SWAP_DEFAULT_SLIPPAGE_PERCENT,
    )
    expect(constants.SWAP_POOL_FEE_PERCENT).toBe(0.3)
    expect(constants.SWAP_DEADLINE_MS).toBe(1_200_000)
    expect(constants.SWAP_CHAIN_NAMESPACE).toBe('eip155')
  })
})
