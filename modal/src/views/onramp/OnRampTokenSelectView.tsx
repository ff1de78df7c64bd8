/** OnRampTokenSelect: the currencies the provider sells on the active network. */
import { selectOnrampCurrencies } from '../../features/onramp/onrampSelectors.ts'
import { selectOnramp } from '../../features/onramp/onrampSlice.ts'
import { chooseOnrampToken } from '../../features/onramp/onrampThunks.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { TokenIcon } from '../../ui/TokenIcon.tsx'

export function OnRampTokenSelectView() {
  const dispatch = useAppDispatch()
  const { t } = useModalI18n()
  const currencies = useAppSelector(selectOnrampCurrencies)
  const { purchaseCurrency } = useAppSelector(selectOnramp)
  if (currencies.length === 0)
    return (
      <div className="portico-body">
        <p className="portico-muted portico-empty">{t('onramp.noTokens')}</p>
      </div>
    )
  return (
    <div className="portico-body">
      <ul className="portico-list" aria-label={t('onramp.tokens')}>
        {currencies.map((currency) => (
          <li key={currency.id}>
            <button
              type="button"
              className="portico-list-item"
              data-testid={`onramp-token-${currency.id}`}
              aria-current={currency.id === purchaseCurrency ? 'true' : undefined}
              onClick={() => dispatch(chooseOnrampToken(currency.id))}
            >
              <TokenIcon name={currency.symbol} />
              <span className="portico-stack portico-grow">
                <span className="portico-strong">{currency.name}</span>
                <span className="portico-muted">{currency.symbol}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
