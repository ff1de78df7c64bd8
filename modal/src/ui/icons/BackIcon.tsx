/** A chevron pointing back (left, or right in RTL): returns to the previous view. */
import { Icon } from './Icon.tsx'

export function BackIcon() {
  return (
    <Icon mirror>
      <path d="m15 18-6-6 6-6" />
    </Icon>
  )
}
