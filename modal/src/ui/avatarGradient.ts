/**
 * The generated avatar of an address without a profile image, as peers draw one (AppKit's
 * gradient, RainbowKit's emoji on a colour): a pure function of the address, so the same account
 * looks the same everywhere and two accounts look different at a glance. An EVM address is
 * read case-insensitively (its checksum casing is presentation); other addresses (Solana's
 * base58) are case-sensitive and read as they are.
 */

/** FNV-1a over the address's characters, salted so one address gives independent numbers. */
function hash(text: string, salt: number): number {
  let h = (0x811c9dc5 ^ salt) >>> 0
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

/** A CSS `background` value: a light spot over a two-colour linear gradient. */
export function avatarGradient(address: string): string {
  const key = /^0x[0-9a-f]+$/i.test(address) ? address.toLowerCase() : address
  const hue = hash(key, 1) % 360
  const second = (hue + 60 + (hash(key, 2) % 180)) % 360
  const spot = (hue + 180 + (hash(key, 3) % 90)) % 360
  const angle = hash(key, 4) % 360
  const x = 20 + (hash(key, 5) % 60)
  const y = 20 + (hash(key, 6) % 60)
  return (
    `radial-gradient(circle at ${x}% ${y}%, hsl(${spot} 90% 75%), transparent 55%), ` +
    `linear-gradient(${angle}deg, hsl(${hue} 75% 55%), hsl(${second} 75% 40%))`
  )
}
