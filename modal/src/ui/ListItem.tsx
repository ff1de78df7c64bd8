/** A row of a list (wallets, networks): image, label, an optional tag, as one button. */
import type { ReactNode } from 'react'
import { WalletImage } from './WalletImage.tsx'

export interface ListItemProps {
  name: string
  /** The button's accessible name when it says more than `name` (a warning among its children). */
  label?: string
  imageUrl?: string
  tag?: string
  selected?: boolean
  disabled?: boolean
  onClick(): void
  children?: ReactNode
}

export function ListItem({
  name,
  label,
  imageUrl,
  tag,
  selected,
  disabled,
  onClick,
  children,
}: ListItemProps) {
  return (
    <button
      type="button"
      className="portico-list-item"
      aria-label={label}
      aria-current={selected ? 'true' : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      <WalletImage name={name} src={imageUrl} size={36} />
      <span className="portico-list-item-name">{name}</span>
      {children}
      {tag && <span className="portico-tag">{tag}</span>}
    </button>
  )
}
