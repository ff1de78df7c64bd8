/**
 * SwapSelectToken (AppKit's name): the chain's swappable tokens for the side being chosen, with
 * the account's balance and its USD value (prices from the pools), searchable by name or symbol.
 */
import { useEffect } from 'react'
import { selectActiveAccount } from '../../features/account/accountSlice.ts'
import { selectSwap } from '../../features/swap/swapSlice.ts'
import { chooseSwapToken, prepareSwap } from '../../features/swap/swapThunks.ts'
import { balanceOfSwapToken } from '../../features/swap/swapTokenBalance.ts'
import { swapCatalog, withFeatureCatalog } from '../../i18n/featureCatalogs.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { TokenPicker } from '../../ui/TokenPicker.tsx'
import { swapUsdValue } from './swapDisplay.ts'

function SwapSelectTokenViewBody() {
  const dispatch = useAppDispatch()
  const format = useModalI18n()
  const { t } = format
  const swap = useAppSelector(selectSwap)
  const balances = useAppSelector(selectActiveAccount).tokenBalance

  // Opened directly (open({ view })), the list has not been read yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening
  useEffect(() => {
    if (swap.tokensStatus === 'idle') void dispatch(prepareSwap())
  }, [dispatch])

  const chosen = swap[swap.selecting]
  return (
    <TokenPicker
      listLabel={t('swap.tokens')}
      search={{ label: t('swap.searchToken'), testId: 'swap-token-search' }}
      emptyText={swap.tokensStatus === 'loading' ? t('swap.loadingTokens') : t('swap.noTokens')}
      items={swap.tokens.map((token) => {
        const amount = balanceOfSwapToken(token, balances)?.quantity.numeric ?? '0'
        return {
          key: token.address,
          testId: `swap-token-${token.symbol}`,
          name: token.name,
          symbol: token.symbol,
          iconUrl: token.logoUri,
          detail: `${format.tokenBalance(amount)} ${token.symbol}`,
          trailing: swapUsdValue(format, amount, token),
          current: chosen?.address === token.address,
          onSelect: () => dispatch(chooseSwapToken(token)),
        }
      })}
    />
  )
}

/** SwapSelectTokenView, drawn once its texts (the swap catalogue) have loaded. */
export const SwapSelectTokenView = withFeatureCatalog(swapCatalog, SwapSelectTokenViewBody)
