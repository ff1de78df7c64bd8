/**
 * One side of Swap: the amount (as typed on the side the user typed; the quote's, shortened,
 * on the other: typing there makes that side the exact one), the token button, its USD value and the account's balance of it (Max for the side paid).
 */
import type { SwapToken } from '@portico/shared'
import { useId } from 'react'
import { formatTokenUnits } from '../../features/send/tokenUnits.ts'
import { selectSwapTokenBalance } from '../../features/swap/swapSelectors.ts'
import type { SwapSide } from '../../features/swap/swapSlice.ts'
import { openSwapSelectToken, typeSwapAmount } from '../../features/swap/swapThunks.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { ChevronDownIcon } from '../../ui/icons/ChevronDownIcon.tsx'
import { TokenIcon } from '../../ui/TokenIcon.tsx'
import { shortAmount, swapUsdValue } from './swapDisplay.ts'

interface SwapTokenBoxProps {
  side: SwapSide
  token?: SwapToken
  /** The amount in the token's unit. */
  amount: string
  /** The user typed this amount (else it is the quote's). */
  typed: boolean
  invalid?: boolean
  loading?: boolean
}

export function SwapTokenBox({ side, token, amount, typed, invalid, loading }: SwapTokenBoxProps) {
  const dispatch = useAppDispatch()
  const format = useModalI18n()
  const { t } = format
  const id = useId()
  const balance = useAppSelector((state) => selectSwapTokenBalance(state, token))
  const paying = side === 'sourceToken'
  const balanceText = token ? formatTokenUnits(balance ?? 0n, token.decimals) : ''
  return (
    <div className="portico-send-box" data-testid={`swap-${side}`}>
      <label htmlFor={id} className="portico-section-title">
        {paying ? t('swap.from') : t('swap.to')}
      </label>
      <div className="portico-row">
        <input
          id={id}
          className="portico-field portico-amount-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          aria-busy={loading || undefined}
          aria-invalid={invalid || undefined}
          data-testid={paying ? 'swap-amount-input' : 'swap-to-amount'}
          value={typed ? amount : amount && shortAmount(format, amount)}
          onChange={(event) => dispatch(typeSwapAmount(event.target.value, side))}
        />
        <button
          type="button"
          className="portico-button portico-button-secondary portico-token-select"
          data-testid={`swap-select-${side}`}
          onClick={() => dispatch(openSwapSelectToken(side))}
        >
          {token ? <TokenIcon name={token.symbol} src={token.logoUri} size={20} /> : null}
          {token ? token.symbol : t('swap.selectToken')}
          <ChevronDownIcon />
        </button>
      </div>
      {token && (
        <div className="portico-row portico-muted portico-send-meta">
          <span data-testid={`swap-usd-${side}`}>{swapUsdValue(format, amount, token)}</span>
          <span className="portico-grow" data-testid={`swap-balance-${side}`}>
            {t('swap.balance', { balance: format.tokenBalance(balanceText) })}
          </span>
          {paying && balance ? (
            <button
              type="button"
              className="portico-link-button"
              data-testid="swap-max"
              onClick={() => dispatch(typeSwapAmount(balanceText))}
            >
              {t('swap.max')}
            </button>
          ) : null}
        </div>
      )}
    </div>
  )
}
