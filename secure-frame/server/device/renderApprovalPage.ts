/**
 * The first-party pages the approval link opens: plain HTML, no script, styled inline, sent with
 * a CSP that allows nothing else (but posting the form back to this origin) and may not be framed.
 *
 * Opening the link only asks; the device is approved by the button, a POST. Mail scanners and
 * link previews open links on their own, and a GET that approved would let them approve a device
 * that the mailbox's owner never saw. The page names what it approves (the app, the site the
 * login came from, the browser, when it was asked and until when), so the owner can tell a
 * login they started from one someone else started with their address.
 */
export const APPROVAL_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'"

const style =
  'body{font-family:system-ui,sans-serif;background:#f5f5f7;color:#1b1b1f;display:grid;place-items:center;min-height:100vh;margin:0}' +
  'main{background:#fff;border-radius:16px;padding:32px 40px;max-width:420px;box-shadow:0 2px 12px rgba(0,0,0,.08);text-align:center}' +
  'h1{font-size:1.4rem;margin:0 0 12px}p{margin:0 0 12px;line-height:1.5}' +
  'table{margin:0 auto 12px;text-align:left;border-spacing:12px 4px}th{font-weight:600;color:#55555f}' +
  'button{font:inherit;font-weight:600;background:#3b5bfd;color:#fff;border:0;border-radius:10px;padding:10px 22px;margin-top:8px;cursor:pointer}'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} · Portico</title><style>${style}</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`

export type ApprovalPage =
  | {
      kind: 'confirm'
      email: string
      /** The dapp's name, else its project id. */
      app: string
      /** The site the login was started on. */
      origin: string
      /** A summary of the asking browser's User-Agent. */
      browser: string
      requestedAt: Date
      expiresAt: Date
      action: string
      token: string
    }
  | { kind: 'approved' }
  | { kind: 'invalid' }
  /** The POST did not come from the approval page itself (no same-origin Origin). */
  | { kind: 'refused' }

const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`

const detail = (label: string, value: string) =>
  `<tr><th scope="row">${label}</th><td>${escapeHtml(value)}</td></tr>`

export function renderApprovalPage(state: ApprovalPage): string {
  switch (state.kind) {
    case 'confirm': {
      return page(
        'Approve this device?',
        `<p>A device asked to log in to Portico as <strong>${escapeHtml(state.email)}</strong>.</p>` +
          '<table>' +
          detail('App', state.app) +
          detail('Website', state.origin) +
          detail('Browser', state.browser) +
          detail('Asked at', utc(state.requestedAt)) +
          detail('Expires at', utc(state.expiresAt)) +
          '</table>' +
          '<p>Approve it only if that was you, on that website and in that browser. A login code follows by mail.</p>' +
          `<form method="post" action="${escapeHtml(state.action)}"><input type="hidden" name="token" value="${escapeHtml(state.token)}"><button type="submit">Approve device</button></form>`,
      )
    }
    case 'approved':
      return page(
        'Device approved',
        '<p>This device is approved. You can close this page and return to the app.</p>',
      )
    case 'refused':
      return page(
        'Not approved',
        '<p>This approval did not come from the approval page. Open the link from the e-mail again and press Approve device there.</p>',
      )
    case 'invalid':
      return page(
        'Link not valid',
        '<p>This approval link is invalid, has expired or was already used. Go back to the app and log in again to get a new one.</p>',
      )
  }
}
