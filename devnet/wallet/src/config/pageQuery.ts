/**
 * What the page's own URL asks for: `?account=N` (which derived account, default 0),
 * `?autoApprove=off|approve|reject` (answer requests without a click, for tests and
 * benchmarks), `?uri=<wc: URI>` (pair on load: the deep-link / web-link target) and
 * `?oneClickAuth=off` (play a wallet that cannot answer one-click sign-in requests: it gets the
 * session proposal the dapp sends beside them).
 */
import { z } from 'zod'
import { AUTO_APPROVE_MODES, type AutoApproveMode } from '../controller/walletState.ts'
import type { ConfigResult } from './walletConfig.ts'

export interface PageQuery {
  accountIndex: number
  autoApprove: AutoApproveMode
  uri: string | null
  /** Answers `wc_sessionAuthenticate` (default); false: only session proposals. */
  oneClickAuth: boolean
}

const MAX_INDEX = 2 ** 31 - 1
const autoApproveSchema = z.enum(AUTO_APPROVE_MODES as [AutoApproveMode, ...AutoApproveMode[]])

export function parsePageQuery(search: string): ConfigResult<PageQuery> {
  const params = new URLSearchParams(search)
  const account = params.get('account') ?? ''
  let accountIndex = 0
  if (account !== '') {
    accountIndex = /^\d{1,10}$/.test(account) ? Number(account) : Number.NaN
    if (!(accountIndex <= MAX_INDEX))
      return {
        ok: false,
        error: `?account=${account} is not an account index: use a whole number from 0 to ${MAX_INDEX}.`,
      }
  }
  const mode = params.get('autoApprove') ?? 'off'
  const autoApprove = autoApproveSchema.safeParse(mode)
  if (!autoApprove.success)
    return {
      ok: false,
      error: `?autoApprove=${mode} is not one of: ${AUTO_APPROVE_MODES.join(', ')}.`,
    }
  const oneClick = params.get('oneClickAuth') ?? 'on'
  if (oneClick !== 'on' && oneClick !== 'off')
    return { ok: false, error: `?oneClickAuth=${oneClick} is not one of: on, off.` }
  return {
    ok: true,
    value: {
      accountIndex,
      autoApprove: autoApprove.data,
      uri: params.get('uri'),
      oneClickAuth: oneClick === 'on',
    },
  }
}

export function isAutoApproveMode(value: unknown): value is AutoApproveMode {
  return autoApproveSchema.safeParse(value).success
}
