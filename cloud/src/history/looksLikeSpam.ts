/**
 * Whether an NFT collection the deployments do not list looks like spam. Our own collections
 * never are. For others we have no reputation data locally, so we flag the classic airdrop
 * bait: a collection that does not answer `name()`, or whose name or symbol carries a link
 * (a URL, a domain) or a call to action ("claim", "reward", "visit", "airdrop", "voucher",
 * "free"). Anything else is trusted: a false positive hides a real NFT from the activity list
 * (SPEC §5 hides spam-only transactions), a false negative only shows a spam one.
 */

const LINK = /https?:|www\.|t\.me\/|\.(com|io|xyz|org|net|app|site|top|club|link|gift)\b/i
const CALL_TO_ACTION = /\b(claim|rewards?|visit|airdrop|voucher|free)\b/i

const isBait = (text: string) => LINK.test(text) || CALL_TO_ACTION.test(text)

export function looksLikeSpam(collection: { name: string; symbol: string } | null): boolean {
  if (!collection) return true
  return isBait(collection.name) || isBait(collection.symbol)
}
