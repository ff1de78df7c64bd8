/** WalletSendSelectToken: the account's token balances, searchable by name or symbol. */
import { useEffect, useState } from 'react'
import { selectSend } from '../../features/send/sendSlice.ts'
import { prepareSend, selectSendToken } from '../../features/send/sendThunks.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { TokenIcon } from '../../ui/TokenIcon.tsx'

export function WalletSendSelectTokenView() {
  const dispatch = useAppDispatch()
  const { t, tokenBalance } = useModalI18n()
  const { tokenBalances, token: chosen } = useAppSelector(selectSend)
  const [search, setSearch] = useState('')

  // Opened directly (open({ view })), the list has not been read yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening
  useEffect(() => {
    if (tokenBalances.length === 0) void dispatch(prepareSend())
  }, [dispatch])

  const term = search.trim().toLowerCase()
  const tokens = term
    ? tokenBalances.filter((t) => `${t.name} ${t.symbol}`.toLowerCase().includes(term))
    : tokenBalances
  return (
    <div className="portico-body">
      <input
        type="search"
        className="portico-field"
        placeholder={t('send.searchToken')}
        aria-label={t('send.searchToken')}
        data-testid="token-search-input"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {tokens.length === 0 ? (
        <p className="portico-muted portico-empty" data-testid="token-search-empty">
          {t('send.noTokens')}
        </p>
      ) : (
        <ul className="portico-list" aria-label={t('send.tokens')}>
          {tokens.map((token) => (
            <li key={`${token.chainId}:${token.address ?? token.symbol}`}>
              <button
                type="button"
                className="portico-list-item"
                data-testid={`send-token-${token.symbol}`}
                aria-current={
                  chosen?.address === token.address && chosen?.symbol === token.symbol
                    ? 'true'
                    : undefined
                }
                onClick={() => dispatch(selectSendToken(token))}
              >
                <TokenIcon name={token.symbol} src={token.iconUrl} />
                <span className="portico-stack portico-grow">
                  <span className="portico-strong">{token.name}</span>
                  <span className="portico-muted">
                    {tokenBalance(token.quantity.numeric)} {token.symbol}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
