/**
 * An account's avatar: its profile image when it has one (and it loads), otherwise the gradient
 * generated from the address (avatarGradient), never a letter.
 */
import { useState } from 'react'
import { avatarGradient } from './avatarGradient.ts'

export function AddressAvatar({
  address,
  src,
  size = 64,
}: {
  address: string
  src?: string
  size?: number
}) {
  // The image that failed to load, so a new image gets its own try.
  const [failedSrc, setFailedSrc] = useState<string>()
  if (src && src !== failedSrc) {
    return (
      <img
        className="portico-avatar"
        src={src}
        alt=""
        width={size}
        height={size}
        onError={() => setFailedSrc(src)}
      />
    )
  }
  return (
    <span
      className="portico-avatar"
      aria-hidden="true"
      data-testid="account-avatar-generated"
      style={{ width: size, height: size, background: avatarGradient(address) }}
    />
  )
}
