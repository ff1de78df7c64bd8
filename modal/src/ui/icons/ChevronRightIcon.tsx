/** A chevron pointing forward (right, or left in RTL): a row that opens another view. */
import { Icon } from './Icon.tsx'

export function ChevronRightIcon() {
  return (
    <Icon mirror>
      <path d="m9 18 6-6-6-6" />
    </Icon>
  )
}
