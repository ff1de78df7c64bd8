/**
 * Icons drawn by us: a deterministic SVG per id (the same id always gives the same picture), a
 * two-colour gradient picked from a hash of the id, with the label's initials on it. Wallets get
 * a rounded square, tokens and currencies a circle, network assets a hexagon.
 */
import { hashText } from './hashText.ts'

export type IconShape = 'square' | 'circle' | 'hexagon'

/** Up to two initials: the first letter or digit of the first two words. */
export function initialsOf(label: string): string {
  const words = label.split(/[^A-Za-z0-9]+/).filter(Boolean)
  const letters = words.slice(0, 2).map((w) => w[0]?.toUpperCase() ?? '')
  return letters.join('') || '?'
}

const shapes: Record<IconShape, string> = {
  square: '<rect width="96" height="96" rx="24" fill="url(#g)"/>',
  circle: '<circle cx="48" cy="48" r="48" fill="url(#g)"/>',
  hexagon: '<polygon points="48,2 88,25 88,71 48,94 8,71 8,25" fill="url(#g)"/>',
}

/**
 * The icon of `seed`. The text drawn is `text` (a symbol, up to 4 letters or digits) when given,
 * otherwise the initials of `label`.
 */
export function drawIcon(options: {
  seed: string
  label: string
  shape: IconShape
  text?: string
}): string {
  const h = hashText(options.seed)
  const hue = h % 360
  const hue2 = (hue + 40 + ((h >>> 9) % 80)) % 360
  const symbol = options.text?.replace(/[^A-Za-z0-9]/g, '').slice(0, 4)
  const text = symbol || initialsOf(options.label)
  const size = [44, 44, 36, 28, 22][text.length] ?? 22
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue} 70% 55%)"/>`,
    `<stop offset="1" stop-color="hsl(${hue2} 70% 40%)"/>`,
    '</linearGradient></defs>',
    shapes[options.shape],
    `<text x="48" y="50" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${text}</text>`,
    '</svg>',
  ].join('')
}
