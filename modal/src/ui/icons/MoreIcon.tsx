/** Three dots: "more" (the social row's button that shows the rest of the providers). */
import { Icon } from './Icon.tsx'

export function MoreIcon() {
  return (
    <Icon>
      <circle cx="5" cy="12" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="19" cy="12" r="1" />
    </Icon>
  )
}
