/**
 * BuyInProgress: the checkout window and the order. A blocked window says so, with a retry (a
 * click, so the browser lets it open); then the order as the provider reports it, until the
 * coins arrive and the account's balance shows them.
 */
import { errorCatalogue } from '@portico/shared'
import { useEffect } from 'react'
import { selectActiveAccount } from '../../features/account/accountSlice.ts'
import { openCheckoutWindow } from '../../features/onramp/checkoutWindow.ts'
import { resetCheckout, selectOnramp } from '../../features/onramp/onrampSlice.ts'
import { startCheckout, watchOnrampOrder } from '../../features/onramp/onrampThunks.ts'
import { onrampCatalog, withFeatureCatalog } from '../../i18n/featureCatalogs.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { popView, resetView } from '../../store/routerSlice.ts'
import { Spinner } from '../../ui/Spinner.tsx'

function BuyInProgressViewBody() {
  const dispatch = useAppDispatch()
  const { t, errorText, tokenBalance } = useModalI18n()
  const { checkout, order } = useAppSelector(selectOnramp)
  const account = useAppSelector(selectActiveAccount)

  useEffect(() => {
    if (checkout.status !== 'open' || !checkout.orderId) return
    const watching = new AbortController()
    void dispatch(watchOnrampOrder(watching.signal))
    return () => watching.abort()
  }, [dispatch, checkout.status, checkout.orderId])

  const retry = (
    <button
      type="button"
      className="portico-button"
      data-testid="buy-retry"
      onClick={() => void dispatch(startCheckout(openCheckoutWindow()))}
    >
      {t('onramp.retry')}
    </button>
  )
  const tryAgain = (
    <button
      type="button"
      className="portico-button portico-button-secondary"
      data-testid="buy-again"
      onClick={() => {
        dispatch(resetCheckout())
        dispatch(popView())
      }}
    >
      {t('onramp.tryAgain')}
    </button>
  )

  if (checkout.status === 'blocked')
    return (
      <div className="portico-body portico-center">
        <p className="portico-error-text" role="alert" data-testid="buy-blocked">
          {errorText(errorCatalogue.ONRAMP_POPUP_BLOCKED.message)}
        </p>
        {retry}
      </div>
    )
  if (checkout.status === 'error')
    return (
      <div className="portico-body portico-center">
        <p className="portico-error-text" role="alert" data-testid="buy-error">
          {errorText(checkout.error?.message ?? errorCatalogue.ONRAMP_PROVIDER_UNAVAILABLE.message)}
        </p>
        {retry}
        {tryAgain}
      </div>
    )
  if (checkout.status !== 'open' || !order)
    return (
      <div className="portico-body portico-center">
        <Spinner label={t('onramp.opening')} />
        <p className="portico-muted" role="status">
          {t('onramp.opening')}
        </p>
      </div>
    )
  const bought = { amount: order.purchaseAmount.amount, token: order.purchaseAmount.currency }
  const held = account.tokenBalance.find((b) => b.symbol === order.purchaseAmount.currency)
  return (
    <div
      className="portico-body portico-center"
      data-testid="buy-status"
      data-status={order.status}
    >
      {order.status === 'pending' && (
        <>
          <Spinner label={t('onramp.waitingPayment')} />
          <p role="status">{t('onramp.waitingPayment')}</p>
        </>
      )}
      {order.status === 'processing' && (
        <>
          <Spinner label={t('onramp.processing', bought)} />
          <p role="status">{t('onramp.processing', bought)}</p>
        </>
      )}
      {order.status === 'completed' && (
        <>
          <p className="portico-strong" role="status" data-testid="buy-completed">
            {t('onramp.completed', bought)}
          </p>
          {held && (
            <p className="portico-muted" data-testid="buy-balance">
              {t('onramp.balance', {
                balance: tokenBalance(held.quantity.numeric),
                symbol: held.symbol,
              })}
            </p>
          )}
          <button
            type="button"
            className="portico-button"
            data-testid="buy-done"
            onClick={() => {
              dispatch(resetCheckout())
              dispatch(resetView('Account'))
            }}
          >
            {t('onramp.backToAccount')}
          </button>
        </>
      )}
      {order.status === 'failed' && (
        <>
          <p className="portico-error-text" role="alert" data-testid="buy-failed">
            {t('onramp.failed')}
          </p>
          {order.failureReason && <p className="portico-muted">{errorText(order.failureReason)}</p>}
          {tryAgain}
        </>
      )}
    </div>
  )
}

/** BuyInProgressView, drawn once its texts (the onramp catalogue) have loaded. */
export const BuyInProgressView = withFeatureCatalog(onrampCatalog, BuyInProgressViewBody)
