/**
 * Does what the mailbox's owner does with an approval link: opens it (a page that asks) and
 * presses Approve device (the form's POST). Returns both answers.
 */
export async function approveByLink(link: string): Promise<{ page: Response; result: Response }> {
  const page = await fetch(link)
  const html = await page.clone().text()
  const token = /name="token" value="([\w-]+)"/.exec(html)?.[1] ?? ''
  const result = await fetch(new URL(link).origin + new URL(link).pathname, {
    method: 'POST',
    // What a browser sends with the page's form: the page's own origin.
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(link).origin,
    },
    body: new URLSearchParams({ token }).toString(),
  })
  return { page, result }
}
