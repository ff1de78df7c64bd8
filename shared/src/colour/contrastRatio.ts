/**
 * WCAG 2.x contrast ratio of two opaque #rrggbb colours, and the sRGB mix CSS makes with
 * color-mix(): the modal's theme tokens test and the secure frame's approval styles test hold
 * every text/background pair they draw to it.
 */
const channels = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

const linear = (c: number) => {
  const s = c / 255
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map(linear) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ]
  return (hi + 0.05) / (lo + 0.05)
}

/** `color-mix(in srgb, a p%, b)`, rounded to #rrggbb. */
export function mixSrgb(a: string, percent: number, b: string): string {
  const [ca, cb] = [channels(a), channels(b)]
  const p = percent / 100
  return `#${ca
    .map((c, i) => Math.round(c * p + (cb[i] ?? 0) * (1 - p)))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`
}
