/**
 * Test helper: what the user does in the popup, done with fetch: open the authorization URL at
 * the devnet identity provider, pick a test person (or deny) on its sign-in page, and follow the
 * redirects up to the frame's callback URL, which is returned unopened. A provider that posts
 * the answer back (`response_mode=form_post`, Apple) gives a form page: its fields are returned
 * as the callback URL's query, which the callback takes as well (GET or POST).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  choice: { account: string } | { deny: true },
): Promise<string> {
  const cookies = new Map<string, string>()
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    })
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';')
      const at = pair.indexOf('=')
      cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return res
  }
  const next = (res: Response, base: string) => {
    const location = res.headers.get('location')
    if (!location) throw new Error(`the provider answered ${res.status} without a redirect`)
    return new URL(location, base).toString()
  }
  const page = next(await go(authorizationUrl), authorizationUrl)
  const form = 'deny' in choice ? 'deny=1' : `account=${encodeURIComponent(choice.account)}`
  const posted = await go(page, {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  const resume = next(posted, page)
  const answer = await go(resume)
  if (answer.headers.get('location')) return next(answer, resume)
  const html = await answer.text()
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
  if (!action) throw new Error(`the provider answered ${answer.status} without a redirect or form`)
  const url = new URL(action.replace(/&amp;/g, '&'))
  for (const [, name = '', value = ''] of html.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
  ))
    url.searchParams.set(name, value.replace(/&amp;/g, '&'))
  return url.toString()
}
