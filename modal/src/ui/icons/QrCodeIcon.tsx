/** Three finder squares and a few modules: pairing by QR code. */
import { Icon } from './Icon.tsx'

export function QrCodeIcon() {
  return (
    <Icon>
      <rect x="4" y="4" width="6" height="6" rx="1" />
      <rect x="14" y="4" width="6" height="6" rx="1" />
      <rect x="4" y="14" width="6" height="6" rx="1" />
      <path d="M14 14h2v2h-2zM18 18h2v2h-2zM14 20h1M20 14v1" />
    </Icon>
  )
}
