/** The Tokens tab: the account's token balances from the cloud (SPEC §3 "Token balance"). */

import { selectTokenList } from '../../features/account/accountSelectors.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppSelector } from '../../store/hooks.ts'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { TokenRow } from './TokenRow.tsx'

export function TokensTab() {
  const { t } = useModalI18n()
  const { tokens, loading, unavailable } = useAppSelector(selectTokenList)
  if (loading && tokens.length === 0) return <Skeleton label={t('tokens.loading')} count={3} />
  if (tokens.length === 0)
    return (
      <p className="portico-muted portico-empty" data-testid="tokens-empty">
        {unavailable ? t('tokens.unavailable') : t('tokens.empty')}
      </p>
    )
  return (
    <ul className="portico-list" aria-label={t('tokens.list')}>
      {tokens.map((token) => (
        <TokenRow key={`${token.chainId}:${token.address ?? token.symbol}`} token={token} />
      ))}
    </ul>
  )
}
