/**
 * A row of a list (wallets, networks): image (or a given icon), label, an optional tag, and a
 * chevron when the row opens another view, as one button.
 */
import type { FocusEvent, ReactNode } from 'react'
import { ChevronRightIcon } from './icons/ChevronRightIcon.tsx'
import { WalletImage } from './WalletImage.tsx'

export interface ListItemProps {
  name: string
  /** The button's accessible name when it says more than `name` (a warning among its children). */
  label?: string
  imageUrl?: string
  /** Drawn instead of the image (an icon of the modal's own, e.g. the QR code for WalletConnect). */
  icon?: ReactNode
  tag?: string
  selected?: boolean
  /** The row opens another view: a trailing chevron says so. */
  chevron?: boolean
  disabled?: boolean
  onClick(): void
  /** What the pointer entering or focus reaching the row starts (a WalletConnect pairing). */
  intent?: { onPointerEnter(): void; onFocus(event: FocusEvent<HTMLElement>): void }
  children?: ReactNode
}

export function ListItem({
  name,
  label,
  imageUrl,
  icon,
  tag,
  selected,
  chevron,
  disabled,
  onClick,
  intent,
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
      {...intent}
    >
      {icon ? (
        <span className="portico-list-item-icon">{icon}</span>
      ) : (
        <WalletImage name={name} src={imageUrl} size={36} />
      )}
      <span className="portico-list-item-name">{name}</span>
      {children}
      {tag && <span className="portico-tag">{tag}</span>}
      {chevron && <ChevronRightIcon />}
    </button>
  )
}
