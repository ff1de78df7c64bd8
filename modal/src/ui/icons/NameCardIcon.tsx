/** A card with a portrait and two lines: a name for the account (Account's "Choose a name"). */
import { Icon } from './Icon.tsx'

export function NameCardIcon() {
  return (
    <Icon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="11" r="2" />
      <path d="M6 16c1-1.5 5-1.5 6 0M14 10h4M14 14h3" />
    </Icon>
  )
}
