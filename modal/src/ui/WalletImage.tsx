/**
 * A wallet's or network's image: the given image, or a monogram drawn from the name when there is
 * none or it fails to load (or takes longer than the preload timeout).
 */
import { IMAGE_PRELOAD_TIMEOUT_MS } from '@portico/shared'
import { useEffect, useRef, useState } from 'react'

export function WalletImage({
  name,
  src,
  size = 40,
}: {
  name: string
  src?: string
  size?: number
}) {
  const [failed, setFailed] = useState(!src)
  const loaded = useRef(false)
  useEffect(() => {
    setFailed(!src)
    loaded.current = false
    if (!src) return
    const timer = setTimeout(() => setFailed((f) => f || !loaded.current), IMAGE_PRELOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [src])
  if (failed || !src) {
    const hue = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7)
    return (
      <span
        className="portico-monogram"
        aria-hidden="true"
        style={{ width: size, height: size, background: `hsl(${hue} 55% 45%)` }}
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    )
  }
  return (
    <img
      className="portico-image"
      src={src}
      alt=""
      width={size}
      height={size}
      onLoad={() => {
        loaded.current = true
      }}
      onError={() => setFailed(true)}
    />
  )
}
