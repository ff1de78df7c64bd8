/** OnRampFiatSelect: the currencies to pay in, each with its card limits. */
import { selectOnramp } from '../../features/onramp/onrampSlice.ts'
import { chooseOnrampFiat } from '../../features/onramp/onrampThunks.ts'
import { onrampCatalog, withFeatureCatalog } from '../../i18n/featureCatalogs.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'

function OnRampFiatSelectViewBody() {
  const dispatch = useAppDispatch()
  const { t } = useModalI18n()
  const { options, paymentCurrency, paymentMethod } = useAppSelector(selectOnramp)
  return (
    <div className="portico-body">
      <ul className="portico-list" aria-label={t('onramp.fiats')}>
        {(options?.paymentCurrencies ?? []).map((currency) => {
          const limits = currency.payment_method_limits.find((l) => l.id === paymentMethod)
          return (
            <li key={currency.id}>
              <button
                type="button"
                className="portico-list-item"
                data-testid={`onramp-fiat-${currency.id}`}
                aria-current={currency.id === paymentCurrency ? 'true' : undefined}
                onClick={() => dispatch(chooseOnrampFiat(currency.id))}
              >
                <span className="portico-stack portico-grow">
                  <span className="portico-strong">{currency.id}</span>
                  {limits && (
                    <span className="portico-muted">
                      {t('onramp.limits', {
                        min: limits.min,
                        max: limits.max,
                        currency: currency.id,
                      })}
                    </span>
                  )}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** OnRampFiatSelectView, drawn once its texts (the onramp catalogue) have loaded. */
export const OnRampFiatSelectView = withFeatureCatalog(onrampCatalog, OnRampFiatSelectViewBody)
