/** The quote under the amount: what the buyer gets, the fees, the total; or why it is a guess. */
import { selectOnramp } from '../../features/onramp/onrampSlice.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppSelector } from '../../store/hooks.ts'
import { Spinner } from '../../ui/Spinner.tsx'

export function OnRampQuoteSummary() {
  const { t } = useModalI18n()
  const { quote, quoteSource, quoteLoading } = useAppSelector(selectOnramp)
  if (!quote) return quoteLoading ? <Spinner label={t('onramp.quoting')} /> : null
  const money = (m: { amount: string; currency: string }) => `${m.amount} ${m.currency}`
  return (
    <div data-testid="onramp-quote" data-source={quoteSource}>
      {quoteSource === 'fallback' && (
        <p className="portico-muted" data-testid="onramp-quote-fallback">
          {t('onramp.quoteUnavailable')}
        </p>
      )}
      <dl className="portico-summary">
        <div className="portico-summary-row">
          <dt>{t('onramp.row.youGet')}</dt>
          <dd data-testid="onramp-quote-amount">{money(quote.purchaseAmount)}</dd>
        </div>
        <div className="portico-summary-row">
          <dt>{t('onramp.row.fee')}</dt>
          <dd>{money(quote.coinbaseFee)}</dd>
        </div>
        <div className="portico-summary-row">
          <dt>{t('onramp.row.networkFee')}</dt>
          <dd>{money(quote.networkFee)}</dd>
        </div>
        <div className="portico-summary-row">
          <dt>{t('onramp.row.total')}</dt>
          <dd data-testid="onramp-quote-total">{money(quote.paymentTotal)}</dd>
        </div>
      </dl>
    </div>
  )
}
