/** The wallet's EIP-6963 identity: name, reverse-DNS id and an icon drawn as a data: SVG URI. */

export const WALLET_NAME = 'Portico Test Wallet'
export const WALLET_RDNS = 'dev.portico.testwallet'

// A portico: pediment, four columns and a step, in white on an indigo square (96×96).
const iconSvg = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
  '<rect width="96" height="96" rx="20" fill="#3b3fd8"/>',
  '<path d="M16 36 48 16l32 20z" fill="#fff"/>',
  '<rect x="18" y="40" width="60" height="5" fill="#fff"/>',
  '<rect x="22" y="48" width="7" height="26" fill="#fff"/>',
  '<rect x="36" y="48" width="7" height="26" fill="#fff"/>',
  '<rect x="53" y="48" width="7" height="26" fill="#fff"/>',
  '<rect x="67" y="48" width="7" height="26" fill="#fff"/>',
  '<rect x="14" y="76" width="68" height="6" rx="1" fill="#fff"/>',
  '</svg>',
].join('')

export const WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(iconSvg)}`

/** The same icon as the Wallet Standard wants it (base64 data: URI). */
export const WALLET_ICON_BASE64 = `data:image/svg+xml;base64,${btoa(iconSvg)}` as const
