/** A chevron pointing down: a button that opens a choice (the token to send). */
import { Icon } from './Icon.tsx'

export function ChevronDownIcon() {
  return (
    <Icon>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  )
}
