/** Four rounded tiles: the whole catalogue (the All Wallets entry). */
import { Icon } from './Icon.tsx'

export function AllWalletsIcon() {
  return (
    <Icon>
      <rect x="4" y="4" width="7" height="7" rx="2" />
      <rect x="13" y="4" width="7" height="7" rx="2" />
      <rect x="4" y="13" width="7" height="7" rx="2" />
      <rect x="13" y="13" width="7" height="7" rx="2" />
    </Icon>
  )
}
