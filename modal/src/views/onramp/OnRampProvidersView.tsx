/**
 * OnRampProviders (Buy): the token and fiat to buy with, the amount (checked against the
 * method's limits as it is typed, then quoted), the quote, and the provider, whose checkout
 * opens in a popup. With the cloud's options or quote unavailable, the SPEC §7 fallbacks show,
 * each said so.
 */
import { useEffect, useId } from 'react'
import { selectActiveAddress } from '../../features/account/accountSlice.ts'
import { openCheckoutWindow } from '../../features/onramp/checkoutWindow.ts'
import { selectOnrampLimits } from '../../features/onramp/onrampSelectors.ts'
import { selectOnramp, setPaymentMethod } from '../../features/onramp/onrampSlice.ts'
import {
  fetchOnrampQuote,
  loadOnrampOptions,
  startCheckout,
  updateOnrampAmount,
} from '../../features/onramp/onrampThunks.ts'
import { onrampCatalog, withFeatureCatalog } from '../../i18n/featureCatalogs.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { pushView } from '../../store/routerSlice.ts'
import { AmountBox } from '../../ui/AmountBox.tsx'
import { ChevronDownIcon } from '../../ui/icons/ChevronDownIcon.tsx'
import { TokenIcon } from '../../ui/TokenIcon.tsx'
import { OnRampQuoteSummary } from './OnRampQuoteSummary.tsx'

/** Typing pauses this long before the quote is asked for. */
export const QUOTE_DELAY_MS = 300
const METHODS = ['CARD', 'ACH_BANK_ACCOUNT'] as const

function OnRampProvidersViewBody() {
  const dispatch = useAppDispatch()
  const { t, errorText } = useModalI18n()
  const address = useAppSelector(selectActiveAddress)
  const onramp = useAppSelector(selectOnramp)
  const limits = useAppSelector(selectOnrampLimits)
  const methodGroup = useId()
  const { options, purchaseCurrency, paymentCurrency, paymentMethod, amount, issue } = onramp

  // Opened directly (open({ view })), the options have not been read yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening
  useEffect(() => {
    if (!options) void dispatch(loadOnrampOptions())
  }, [dispatch])
  // biome-ignore lint/correctness/useExhaustiveDependencies: another fiat or method is another quote
  useEffect(() => {
    if (!options || !purchaseCurrency || amount.trim() === '') return
    const timer = setTimeout(() => void dispatch(fetchOnrampQuote()), QUOTE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [dispatch, options, purchaseCurrency, paymentCurrency, paymentMethod, amount])

  if (!address)
    return (
      <div className="portico-body">
        <p className="portico-muted">{t('onramp.notConnected')}</p>
      </div>
    )
  const methods = METHODS.filter((m) =>
    options?.paymentCurrencies
      .find((c) => c.id === paymentCurrency)
      ?.payment_method_limits.some((l) => l.id === m),
  )
  const canBuy = Boolean(purchaseCurrency && amount.trim() && !issue && onramp.quote)
  return (
    <div className="portico-body">
      {onramp.optionsSource === 'fallback' && (
        <p className="portico-muted" data-testid="onramp-options-fallback">
          {t('onramp.defaultOptions')}
        </p>
      )}
      <AmountBox
        label={t('onramp.amount', { currency: paymentCurrency })}
        value={amount}
        onChange={(text) => dispatch(updateOnrampAmount(text))}
        inputTestId="onramp-amount"
        invalid={issue !== undefined}
        picker={{
          testId: 'onramp-fiat',
          content: paymentCurrency,
          onClick: () => dispatch(pushView('OnRampFiatSelect')),
        }}
      >
        {limits && (
          <p className="portico-muted" data-testid="onramp-limits">
            {t('onramp.limits', { min: limits.min, max: limits.max, currency: paymentCurrency })}
          </p>
        )}
        {issue && (
          <p className="portico-error-text" role="alert" data-testid="onramp-issue">
            {errorText(issue.message)}
          </p>
        )}
      </AmountBox>
      <div className="portico-row">
        <span className="portico-section-title portico-grow">{t('onramp.youBuy')}</span>
        <button
          type="button"
          className="portico-button portico-button-secondary portico-token-select"
          data-testid="onramp-token"
          onClick={() => dispatch(pushView('OnRampTokenSelect'))}
        >
          {purchaseCurrency ? <TokenIcon name={purchaseCurrency} size={20} /> : null}
          <span data-testid="onramp-token-symbol">
            {purchaseCurrency ?? t('onramp.chooseToken')}
          </span>
          <ChevronDownIcon />
        </button>
      </div>
      {methods.length > 1 && (
        <fieldset className="portico-row portico-fieldset">
          <legend className="portico-section-title">{t('onramp.paymentMethod')}</legend>
          {methods.map((method) => (
            <label key={method} className="portico-row">
              <input
                type="radio"
                name={methodGroup}
                value={method}
                checked={paymentMethod === method}
                data-testid={`onramp-method-${method}`}
                onChange={() => {
                  dispatch(setPaymentMethod(method))
                  dispatch(updateOnrampAmount(amount))
                }}
              />
              {t(`onramp.method.${method}`)}
            </label>
          ))}
        </fieldset>
      )}
      <OnRampQuoteSummary />
      <button
        type="button"
        className="portico-button"
        data-testid="onramp-provider"
        disabled={!canBuy}
        onClick={() => void dispatch(startCheckout(openCheckoutWindow()))}
      >
        {t('onramp.continue')}
      </button>
      <p className="portico-muted">{t('onramp.providerNote')}</p>
    </div>
  )
}

/** OnRampProvidersView, drawn once its texts (the onramp catalogue) have loaded. */
export const OnRampProvidersView = withFeatureCatalog(onrampCatalog, OnRampProvidersViewBody)
