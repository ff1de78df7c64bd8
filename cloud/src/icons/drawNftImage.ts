/**
 * The picture of an NFT, drawn by us: a deterministic 256×256 SVG per (chain, contract, token
 * id), a gradient with a few translucent shapes placed by a generator seeded from the ids, and
 * the token id on a band at the bottom. Only numbers from the generator and the digits of the
 * id go into the markup: nothing a caller sends can add an element or a script.
 */
import { hashText } from './hashText.ts'

/** mulberry32: a tiny seeded generator, so the same seed always places the same shapes. */
function generator(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

/** `#123`, or `#12345…67890` for ids too long for the band. */
export function tokenIdLabel(tokenId: string): string {
  const digits = tokenId.replace(/[^0-9]/g, '') || '0'
  return digits.length > 12 ? `#${digits.slice(0, 5)}…${digits.slice(-5)}` : `#${digits}`
}

export function drawNftImage(options: { chainId: string; contract: string; tokenId: string }) {
  const seed = `${options.chainId}:${options.contract.toLowerCase()}:${options.tokenId}`
  const next = generator(hashText(seed))
  const int = (min: number, max: number) => Math.floor(min + next() * (max - min + 1))
  const hue = int(0, 359)
  const hue2 = (hue + int(60, 200)) % 360
  const shapes: string[] = []
  for (let i = 0; i < 6; i++) {
    const fill = `hsl(${(hue + int(0, 359)) % 360} 80% ${int(55, 80)}%)`
    const opacity = (0.35 + next() * 0.45).toFixed(2)
    const [x, y, size] = [int(16, 240), int(16, 190), int(24, 96)]
    shapes.push(
      i % 3 === 0
        ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}" fill-opacity="${opacity}"/>`
        : i % 3 === 1
          ? `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="${int(0, 24)}" transform="rotate(${int(0, 89)} ${x} ${y})" fill="${fill}" fill-opacity="${opacity}"/>`
          : `<polygon points="${x},${y - size / 2} ${x + size / 2},${y + size / 2} ${x - size / 2},${y + size / 2}" fill="${fill}" fill-opacity="${opacity}"/>`,
    )
  }
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue} 65% 45%)"/>`,
    `<stop offset="1" stop-color="hsl(${hue2} 65% 25%)"/>`,
    '</linearGradient></defs>',
    '<rect width="256" height="256" fill="url(#bg)"/>',
    ...shapes,
    '<rect y="208" width="256" height="48" fill="#000" fill-opacity="0.45"/>',
    `<text x="128" y="233" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="22" fill="#fff">${tokenIdLabel(options.tokenId)}</text>`,
    '</svg>',
  ].join('')
}
