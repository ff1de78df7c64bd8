/**
 * A dapp's icon is shown only when loading it stays on this machine (a loopback URL or a
 * data: image): the wallet must not fetch from the internet on a dapp's behalf.
 */
const LOOPBACK_HOSTS = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/

export function safeIconUrl(url: string | undefined): string | undefined {
  if (!url) return undefined
  if (/^data:image\/(png|gif|jpeg|webp|svg\+xml)[;,]/.test(url)) return url
  try {
    const parsed = new URL(url)
    const web = parsed.protocol === 'http:' || parsed.protocol === 'https:'
    return web && LOOPBACK_HOSTS.test(parsed.hostname) ? parsed.href : undefined
  } catch {
    return undefined
  }
}
