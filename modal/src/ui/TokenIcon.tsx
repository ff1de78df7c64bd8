/** A token's (or NFT's, or network's) round icon, with the monogram when the image is missing. */
import { WalletImage } from './WalletImage.tsx'

export function TokenIcon({ name, src, size = 36 }: { name: string; src?: string; size?: number }) {
  return (
    <span className="portico-token-icon">
      <WalletImage name={name} src={src || undefined} size={size} />
    </span>
  )
}
