/**
 * A list of tokens to choose one from (WalletSendSelectToken, SwapSelectToken,
 * OnRampTokenSelect): icon, name, a detail line (a balance, a symbol), an optional trailing
 * value (a USD value), the chosen one marked; with `search`, a field that filters by name or
 * symbol as the user types.
 */
import { useState } from 'react'
import { TokenIcon } from './TokenIcon.tsx'

export interface TokenPickerItem {
  key: string
  testId: string
  name: string
  symbol: string
  iconUrl?: string
  detail: string
  trailing?: string
  current: boolean
  onSelect(): void
}

export interface TokenPickerProps {
  items: TokenPickerItem[]
  /** The list's accessible name. */
  listLabel: string
  search?: { label: string; testId: string }
  /** Shown instead of the list when nothing is there (or nothing matches). */
  emptyText: string
  emptyTestId?: string
}

export function TokenPicker({
  items,
  listLabel,
  search,
  emptyText,
  emptyTestId,
}: TokenPickerProps) {
  const [term, setTerm] = useState('')
  const wanted = term.trim().toLowerCase()
  const shown = wanted
    ? items.filter((item) => `${item.name} ${item.symbol}`.toLowerCase().includes(wanted))
    : items
  return (
    <div className="portico-body">
      {search && (
        <input
          type="search"
          className="portico-field"
          placeholder={search.label}
          aria-label={search.label}
          data-testid={search.testId}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
      )}
      {shown.length === 0 ? (
        <p className="portico-muted portico-empty" data-testid={emptyTestId}>
          {emptyText}
        </p>
      ) : (
        <ul className="portico-list" aria-label={listLabel}>
          {shown.map((item) => (
            <li key={item.key}>
              <button
                type="button"
                className="portico-list-item"
                data-testid={item.testId}
                aria-current={item.current ? 'true' : undefined}
                onClick={item.onSelect}
              >
                <TokenIcon name={item.symbol} src={item.iconUrl} />
                <span className="portico-stack portico-grow">
                  <span className="portico-strong">{item.name}</span>
                  <span className="portico-muted">{item.detail}</span>
                </span>
                {item.trailing !== undefined && (
                  <span className="portico-muted">{item.trailing}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
