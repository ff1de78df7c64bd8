/** A tick: something was done (the address copied). */
import { Icon } from './Icon.tsx'

export function CheckIcon() {
  return (
    <Icon>
      <path d="M20 6 9 17l-5-5" />
    </Icon>
  )
}
