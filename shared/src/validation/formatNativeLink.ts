/** Normalises a wallet's native (app-scheme) link, per SPEC §5. */

/**
 * A link without a scheme (`metamask`, `trust:`) has its slashes and colons removed and `://`
 * added; then a trailing `/` is appended when missing. `rainbow://app` gives `rainbow://app/`.
 */
export function formatNativeLink(link: string): string {
  const withScheme = link.includes('://')
    ? link
    : `${link.replaceAll('/', '').replaceAll(':', '')}://`
  return withScheme.endsWith('/') ? withScheme : `${withScheme}/`
}
