/**
 * SwapPreview (AppKit's name): what will be paid and received, on which network, the quote's
 * details; then "Approve and swap" (an ERC-20 whose allowance is short: the approve for the
 * exact amount goes first) or "Swap". Each transaction goes to the connected wallet (the
 * e-mail wallet asks in the secure frame). A failure stays here with its reason.
 */
import { selectActiveAddress } from '../../features/account/accountSlice.ts'
import { selectSwapIssue, selectSwapNeedsApproval } from '../../features/swap/swapSelectors.ts'
import { selectSwap } from '../../features/swap/swapSlice.ts'
import { cancelSwapPreview, executeSwap } from '../../features/swap/swapThunks.ts'
import { swapCatalog, withFeatureCatalog } from '../../i18n/featureCatalogs.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { selectActiveCaipNetwork } from '../../store/networkSlice.ts'
import { TokenIcon } from '../../ui/TokenIcon.tsx'
import { SwapDetails } from './SwapDetails.tsx'
import { SwapNotConnected } from './SwapNotConnected.tsx'
import { shortAmount, swapUsdValue, unitsText } from './swapDisplay.ts'

function SwapPreviewViewBody() {
  const dispatch = useAppDispatch()
  const format = useModalI18n()
  const { t, errorText } = format
  const address = useAppSelector(selectActiveAddress)
  const network = useAppSelector(selectActiveCaipNetwork)
  const swap = useAppSelector(selectSwap)
  const issue = useAppSelector(selectSwapIssue)
  const needsApproval = useAppSelector(selectSwapNeedsApproval)
  const { sourceToken, toToken, quote, step } = swap
  if (!address || !network || !sourceToken || !toToken || !quote) return <SwapNotConnected />
  const paid = swap.sourceTokenAmount
  const received = unitsText(quote.toAmount, toToken)
  const busy = step !== 'idle'
  const action =
    step === 'approving'
      ? t('swap.approving', { symbol: sourceToken.symbol })
      : step === 'swapping'
        ? t('swap.swapping')
        : needsApproval
          ? t('swap.approveAndSwap')
          : t('swap.swap')
  return (
    <div className="portico-body">
      <dl className="portico-summary">
        <div className="portico-summary-row">
          <dt className="portico-muted">{t('swap.from')}</dt>
          <dd data-testid="swap-preview-from">
            <TokenIcon name={sourceToken.symbol} src={sourceToken.logoUri} size={20} />{' '}
            {shortAmount(format, paid)} {sourceToken.symbol}{' '}
            {swapUsdValue(format, paid, sourceToken)}
          </dd>
        </div>
        <div className="portico-summary-row">
          <dt className="portico-muted">{t('swap.to')}</dt>
          <dd data-testid="swap-preview-to">
            <TokenIcon name={toToken.symbol} src={toToken.logoUri} size={20} />{' '}
            {shortAmount(format, received)} {toToken.symbol}{' '}
            {swapUsdValue(format, received, toToken)}
          </dd>
        </div>
        <div className="portico-summary-row">
          <dt className="portico-muted">{t('send.row.network')}</dt>
          <dd data-testid="swap-preview-network">{network.name}</dd>
        </div>
      </dl>
      <SwapDetails editable={false} />
      {needsApproval && !busy && (
        <p className="portico-muted" data-testid="swap-approve-note">
          {t('swap.approveNote', { symbol: sourceToken.symbol })}
        </p>
      )}
      {issue && issue !== 'NO_QUOTE' && (
        <p className="portico-error-text">{t(`swap.issue.${issue}`)}</p>
      )}
      {swap.error && (
        <p className="portico-error-text" role="alert" data-testid="swap-error">
          {errorText(swap.error.message)}
        </p>
      )}
      <div className="portico-row">
        <button
          type="button"
          className="portico-button portico-button-secondary portico-grow"
          data-testid="swap-cancel"
          disabled={busy}
          onClick={() => dispatch(cancelSwapPreview())}
        >
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="portico-button portico-grow"
          data-testid="swap-confirm"
          disabled={busy || issue !== undefined}
          onClick={() => void dispatch(executeSwap())}
        >
          {action}
        </button>
      </div>
    </div>
  )
}

/** SwapPreviewView, drawn once its texts (the swap catalogue) have loaded. */
export const SwapPreviewView = withFeatureCatalog(swapCatalog, SwapPreviewViewBody)
