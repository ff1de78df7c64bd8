/**
 * Swap (AppKit's name): the token paid and the token received, each with an amount the user
 * may type (the other side follows the quote), a button to switch them, the quote's details and the slippage; the action button
 * says what is missing (the swap rules) until the swap may be reviewed. The quote is asked
 * again every SWAP_QUOTE_REFRESH_MS while the view is open, so it follows the pools.
 */
import { SWAP_QUOTE_REFRESH_MS } from '@portico/shared'
import { useEffect } from 'react'
import { selectActiveAddress } from '../../features/account/accountSlice.ts'
import { selectSwapIssue } from '../../features/swap/swapSelectors.ts'
import { selectSwap, switchSwapTokens } from '../../features/swap/swapSlice.ts'
import {
  fetchSwapQuote,
  prepareSwap,
  previewSwap,
  refreshSwapGasPrice,
} from '../../features/swap/swapThunks.ts'
import { swapCatalog, withFeatureCatalog } from '../../i18n/featureCatalogs.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { SwapDetails } from './SwapDetails.tsx'
import { SwapNotConnected } from './SwapNotConnected.tsx'
import { SwapTokenBox } from './SwapTokenBox.tsx'

const AMOUNT_ISSUES = new Set(['INVALID_AMOUNT', 'TOO_MANY_DECIMALS', 'INSUFFICIENT_BALANCE'])

function SwapViewBody() {
  const dispatch = useAppDispatch()
  const { t, errorText } = useModalI18n()
  const address = useAppSelector(selectActiveAddress)
  const swap = useAppSelector(selectSwap)
  const issue = useAppSelector(selectSwapIssue)

  // Once per swap (and again after a failure): back from SwapSelectToken, the tokens, balances
  // and fee are already read, and reading them again would hold up the quote the choice asks.
  const needsPreparing = swap.tokensStatus === 'idle' || swap.tokensStatus === 'failed'
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening, or for a new account
  useEffect(() => {
    if (address && needsPreparing) void dispatch(prepareSwap())
  }, [dispatch, address])
  // The quote and the fee follow the chain while Swap is on screen.
  useEffect(() => {
    const timer = setInterval(() => {
      void dispatch(fetchSwapQuote())
      void dispatch(refreshSwapGasPrice())
    }, SWAP_QUOTE_REFRESH_MS)
    return () => clearInterval(timer)
  }, [dispatch])

  if (!address) return <SwapNotConnected />
  if (swap.tokensStatus === 'unsupported')
    return (
      <div className="portico-body">
        <p className="portico-error-text" role="alert" data-testid="swap-unsupported">
          {t('error.SWAPS_NETWORK_NOT_SUPPORTED')}
        </p>
      </div>
    )
  const { sourceToken, toToken, exactSide } = swap
  const quoting = swap.quoteStatus === 'loading'
  return (
    <div className="portico-body">
      <SwapTokenBox
        side="sourceToken"
        token={sourceToken}
        amount={swap.sourceTokenAmount}
        typed={exactSide === 'sourceToken'}
        invalid={exactSide === 'sourceToken' && issue !== undefined && AMOUNT_ISSUES.has(issue)}
        loading={quoting && exactSide === 'toToken'}
      />
      <button
        type="button"
        className="portico-button portico-button-secondary portico-swap-switch"
        data-testid="swap-switch"
        aria-label={t('swap.switch')}
        disabled={!sourceToken || !toToken}
        onClick={() => {
          dispatch(switchSwapTokens())
          void dispatch(fetchSwapQuote())
        }}
      >
        ⇅
      </button>
      <SwapTokenBox
        side="toToken"
        token={toToken}
        amount={swap.toTokenAmount}
        typed={exactSide === 'toToken'}
        invalid={exactSide === 'toToken' && issue !== undefined && AMOUNT_ISSUES.has(issue)}
        loading={quoting && exactSide === 'sourceToken'}
      />
      <SwapDetails editable />
      {swap.error && (
        <p className="portico-error-text" role="alert" data-testid="swap-error">
          {errorText(swap.error.message)}
        </p>
      )}
      <button
        type="button"
        className="portico-button"
        data-testid="swap-review"
        disabled={issue !== undefined}
        onClick={() => dispatch(previewSwap())}
      >
        {issue === 'NO_QUOTE' && quoting
          ? t('swap.quoting')
          : issue
            ? t(`swap.issue.${issue}`)
            : t('swap.review')}
      </button>
    </div>
  )
}

/** SwapView, drawn once its texts (the swap catalogue) have loaded. */
export const SwapView = withFeatureCatalog(swapCatalog, SwapViewBody)
