/**
 * A wallet's or network's image: the given image, or a monogram drawn from the name when there is
 * none or it fails to load (or takes longer than the preload timeout).
 */
import { IMAGE_PRELOAD_TIMEOUT_MS } from '@portico/shared'
import { useEffect, useRef, useState } from 'react'

/** Whether the element holds a decoded image: true even if its load event came before our effect. */
const hasLoaded = (img: HTMLImageElement | null) => Boolean(img?.complete && img.naturalWidth > 0)

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
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    setFailed(!src)
    if (!src) return
    // The element is asked, not a flag set by onLoad: an image from the memory cache can load
    // between the commit and this effect, and a flag reset here would then miss it (the logo
    // turned into the monogram 2 s after it was shown).
    const timer = setTimeout(
      () => setFailed((f) => f || !hasLoaded(image.current)),
      IMAGE_PRELOAD_TIMEOUT_MS,
    )
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
      ref={image}
      className="portico-image"
      src={src}
      alt=""
      width={size}
      height={size}
      onError={() => setFailed(true)}
    />
  )
}
