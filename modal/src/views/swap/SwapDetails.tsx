/**
 * The quote's details on Swap and SwapPreview: price impact (a warning above
 * SWAP_PRICE_IMPACT_WARNING_PERCENT), the pools' fee, the network fee, the least the swap may
 * give (or, for an exact amount received, the most it may take), and the slippage tolerance (editable on Swap; SPEC §9's default to begin with).
 */
import { useId } from 'react'
import {
  selectSwapMaximumSold,
  selectSwapMinimumReceived,
  selectSwapNetworkFee,
  selectSwapPriceImpactHigh,
} from '../../features/swap/swapSelectors.ts'
import { selectSwap } from '../../features/swap/swapSlice.ts'
import { chooseSwapSlippage } from '../../features/swap/swapThunks.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { selectActiveCaipNetwork } from '../../store/networkSlice.ts'
import { percentText, shortAmount, unitsText } from './swapDisplay.ts'

export function SwapDetails({ editable }: { editable: boolean }) {
  const dispatch = useAppDispatch()
  const format = useModalI18n()
  const { t } = format
  const id = useId()
  const { quote, sourceToken, toToken, slippage } = useAppSelector(selectSwap)
  const minimum = useAppSelector(selectSwapMinimumReceived)
  const maximum = useAppSelector(selectSwapMaximumSold)
  const fee = useAppSelector(selectSwapNetworkFee)
  const impactHigh = useAppSelector(selectSwapPriceImpactHigh)
  const network = useAppSelector(selectActiveCaipNetwork)
  const rows: [string, string, string][] = []
  if (quote && sourceToken && toToken) {
    rows.push(
      [t('swap.priceImpact'), percentText(format, quote.priceImpact), 'swap-price-impact'],
      [
        t('swap.poolFee'),
        `${shortAmount(format, unitsText(quote.fee.amount, sourceToken))} ${sourceToken.symbol} (${percentText(format, quote.fee.percent)})`,
        'swap-pool-fee',
      ],
    )
    if (maximum !== undefined)
      rows.push([
        t('swap.maximumSold'),
        `${shortAmount(format, unitsText(maximum, sourceToken))} ${sourceToken.symbol}`,
        'swap-maximum',
      ])
    else if (minimum !== undefined)
      rows.push([
        t('swap.minimumReceived'),
        `${shortAmount(format, unitsText(minimum, toToken))} ${toToken.symbol}`,
        'swap-minimum',
      ])
  }
  if (fee !== undefined && network)
    rows.push([
      t('swap.networkFee'),
      format.nativeBalance(unitsText(fee, network.nativeCurrency), network.nativeCurrency.symbol),
      'swap-network-fee',
    ])
  return (
    <>
      <dl className="portico-summary">
        {rows.map(([term, value, testId]) => (
          <div key={testId} className="portico-summary-row">
            <dt className="portico-muted">{term}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
        <div className="portico-summary-row">
          <dt className="portico-muted">
            {editable ? <label htmlFor={id}>{t('swap.slippage')}</label> : t('swap.slippage')}
          </dt>
          <dd>
            {editable ? (
              <input
                id={id}
                className="portico-field portico-slippage-input"
                inputMode="decimal"
                data-testid="swap-slippage-input"
                defaultValue={String(slippage)}
                onChange={(event) => dispatch(chooseSwapSlippage(Number(event.target.value)))}
              />
            ) : (
              <span data-testid="swap-slippage">{percentText(format, slippage)}</span>
            )}
          </dd>
        </div>
      </dl>
      {impactHigh && quote && (
        <p className="portico-error-text" role="alert" data-testid="swap-price-impact-warning">
          {t('swap.priceImpactHigh', { percent: percentText(format, quote.priceImpact) })}
        </p>
      )}
    </>
  )
}
