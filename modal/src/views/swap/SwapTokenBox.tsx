/**
 * One side of Swap: the amount (as typed on the side the user typed; the quote's, shortened,
 * on the other: typing there makes that side the exact one), the token button, its USD value and the account's balance of it (Max for the side paid).
 */
import type { SwapToken } from '@portico/shared'
import { formatTokenUnits } from '../../features/send/tokenUnits.ts'
import { selectSwapTokenBalance } from '../../features/swap/swapSelectors.ts'
import type { SwapSide } from '../../features/swap/swapSlice.ts'
import { openSwapSelectToken, typeSwapAmount } from '../../features/swap/swapThunks.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { AmountBox } from '../../ui/AmountBox.tsx'
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
  const balance = useAppSelector((state) => selectSwapTokenBalance(state, token))
  const paying = side === 'sourceToken'
  const balanceText = token ? formatTokenUnits(balance ?? 0n, token.decimals) : ''
  return (
    <AmountBox
      boxTestId={`swap-${side}`}
      label={paying ? t('swap.from') : t('swap.to')}
      value={typed ? amount : amount && shortAmount(format, amount)}
      onChange={(text) => dispatch(typeSwapAmount(text, side))}
      inputTestId={paying ? 'swap-amount-input' : 'swap-to-amount'}
      invalid={invalid}
      busy={loading}
      picker={{
        testId: `swap-select-${side}`,
        content: token ? (
          <>
            <TokenIcon name={token.symbol} src={token.logoUri} size={20} />
            {token.symbol}
          </>
        ) : (
          t('swap.selectToken')
        ),
        onClick: () => dispatch(openSwapSelectToken(side)),
      }}
    >
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
    </AmountBox>
  )
}
