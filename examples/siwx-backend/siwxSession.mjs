/**
 * A dapp's backend checking a visitor's sign-in (the modal README's "Sign in with the wallet"):
 * the page sends the token `portico.getSiwxSession()` gave it, and the backend asks the Portico
 * cloud whose it is. Plain Node 20+ (global fetch), no packages: copy it into your server.
 *
 * @param {string | undefined} authorization the request's `Authorization` header (`Bearer …`)
 * @param {{ apiUrl: string, projectId: string }} portico the cloud's URL and your project id
 * @returns {Promise<{ address: string, chainId: string, issuedAt: number, expiresAt: number } | null>}
 *   the signed-in account (CAIP-10 parts; unix seconds), or null: unknown, revoked or expired
 */
export async function siwxSession(authorization, portico) {
  if (!authorization?.startsWith('Bearer ')) return null
  const url = new URL('/v1/siwx/session', portico.apiUrl)
  url.searchParams.set('projectId', portico.projectId)
  url.searchParams.set('st', 'backend')
  url.searchParams.set('sv', '1')
  const res = await fetch(url, { headers: { authorization } })
  if (res.status !== 200) return null
  const { address, chainId, issuedAt, expiresAt } = await res.json()
  return { address, chainId, issuedAt, expiresAt }
}
