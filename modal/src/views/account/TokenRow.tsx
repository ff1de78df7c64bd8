/** One token balance: icon, name, quantity (SPEC §5: 2 decimals) and its USD value, in the locale. */
import type { TokenBalance } from '@portico/shared'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { TokenIcon } from '../../ui/TokenIcon.tsx'

export function TokenRow({ token }: { token: TokenBalance }) {
  const { tokenBalance, usd } = useModalI18n()
  return (
    <li className="portico-token-row" data-testid={`token-row-${token.symbol}`}>
      <TokenIcon name={token.symbol} src={token.iconUrl} />
      <span className="portico-stack">
        <span className="portico-strong">{token.name}</span>
        <span className="portico-muted" data-testid="token-quantity">
          {tokenBalance(token.quantity.numeric)} {token.symbol}
        </span>
      </span>
      <span className="portico-strong" data-testid="token-value">
        {usd(token.value ?? 0)}
      </span>
    </li>
  )
}
