/**
 * SwapSelectToken (AppKit's name): the chain's swappable tokens for the side being chosen, with
 * the account's balance and its USD value (prices from the pools), searchable by name or symbol.
 */
import { useEffect, useState } from 'react'
import { selectActiveAccount } from '../../features/account/accountSlice.ts'
import { selectSwap } from '../../features/swap/swapSlice.ts'
import { chooseSwapToken, prepareSwap } from '../../features/swap/swapThunks.ts'
import { balanceOfSwapToken } from '../../features/swap/swapTokenBalance.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { TokenIcon } from '../../ui/TokenIcon.tsx'
import { swapUsdValue } from './swapDisplay.ts'

export function SwapSelectTokenView() {
  const dispatch = useAppDispatch()
  const format = useModalI18n()
  const { t } = format
  const swap = useAppSelector(selectSwap)
  const balances = useAppSelector(selectActiveAccount).tokenBalance
  const [search, setSearch] = useState('')

  // Opened directly (open({ view })), the list has not been read yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening
  useEffect(() => {
    if (swap.tokensStatus === 'idle') void dispatch(prepareSwap())
  }, [dispatch])

  const chosen = swap[swap.selecting]
  const term = search.trim().toLowerCase()
  const tokens = term
    ? swap.tokens.filter((token) => `${token.name} ${token.symbol}`.toLowerCase().includes(term))
    : swap.tokens
  return (
    <div className="portico-body">
      <input
        type="search"
        className="portico-field"
        placeholder={t('swap.searchToken')}
        aria-label={t('swap.searchToken')}
        data-testid="swap-token-search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {tokens.length === 0 ? (
        <p className="portico-muted portico-empty">
          {swap.tokensStatus === 'loading' ? t('swap.loadingTokens') : t('swap.noTokens')}
        </p>
      ) : (
        <ul className="portico-list" aria-label={t('swap.tokens')}>
          {tokens.map((token) => {
            const held = balanceOfSwapToken(token, balances)
            const amount = held?.quantity.numeric ?? '0'
            return (
              <li key={token.address}>
                <button
                  type="button"
                  className="portico-list-item"
                  data-testid={`swap-token-${token.symbol}`}
                  aria-current={chosen?.address === token.address ? 'true' : undefined}
                  onClick={() => dispatch(chooseSwapToken(token))}
                >
                  <TokenIcon name={token.symbol} src={token.logoUri} />
                  <span className="portico-stack portico-grow">
                    <span className="portico-strong">{token.name}</span>
                    <span className="portico-muted">
                      {format.tokenBalance(amount)} {token.symbol}
                    </span>
                  </span>
                  <span className="portico-muted">{swapUsdValue(format, amount, token)}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
