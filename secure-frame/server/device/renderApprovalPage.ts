/**
 * The first-party page the approval link opens: plain HTML, no script, styled inline, sent with
 * a CSP that allows nothing else and may not be framed.
 */
export const APPROVAL_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"

const style =
  'body{font-family:system-ui,sans-serif;background:#f5f5f7;color:#1b1b1f;display:grid;place-items:center;min-height:100vh;margin:0}' +
  'main{background:#fff;border-radius:16px;padding:32px 40px;max-width:420px;box-shadow:0 2px 12px rgba(0,0,0,.08);text-align:center}' +
  'h1{font-size:1.4rem;margin:0 0 12px}p{margin:0;line-height:1.5}'

export function renderApprovalPage(approved: boolean): string {
  const [title, text] = approved
    ? ['Device approved', 'This device is approved. You can close this page and return to the app.']
    : [
        'Link not valid',
        'This approval link is invalid, has expired or was already used. Go back to the app and log in again to get a new one.',
      ]
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} · Portico</title><style>${style}</style></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`
}
