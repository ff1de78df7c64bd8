/**
 * The first-party pages the approval link opens: plain HTML, no script, styled inline, sent with
 * a CSP that allows nothing else (but posting the form back to this origin) and may not be framed.
 *
 * Opening the link only asks; the device is approved by the button, a POST. Mail scanners and
 * link previews open links on their own, and a GET that approved would let them approve a device
 * that the mailbox's owner never saw.
 */
export const APPROVAL_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'"

const style =
  'body{font-family:system-ui,sans-serif;background:#f5f5f7;color:#1b1b1f;display:grid;place-items:center;min-height:100vh;margin:0}' +
  'main{background:#fff;border-radius:16px;padding:32px 40px;max-width:420px;box-shadow:0 2px 12px rgba(0,0,0,.08);text-align:center}' +
  'h1{font-size:1.4rem;margin:0 0 12px}p{margin:0 0 12px;line-height:1.5}' +
  'button{font:inherit;font-weight:600;background:#3b5bfd;color:#fff;border:0;border-radius:10px;padding:10px 22px;margin-top:8px;cursor:pointer}'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} · Portico</title><style>${style}</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`

export type ApprovalPage =
  | { kind: 'confirm'; email: string; requestedAt: Date; action: string; token: string }
  | { kind: 'approved' }
  | { kind: 'invalid' }

export function renderApprovalPage(state: ApprovalPage): string {
  switch (state.kind) {
    case 'confirm': {
      const when = `${state.requestedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`
      return page(
        'Approve this device?',
        `<p>A device asked to log in to Portico as <strong>${escapeHtml(state.email)}</strong> at ${when}.</p>` +
          '<p>Approve it only if that was you. A login code follows by mail.</p>' +
          `<form method="post" action="${escapeHtml(state.action)}"><input type="hidden" name="token" value="${escapeHtml(state.token)}"><button type="submit">Approve device</button></form>`,
      )
    }
    case 'approved':
      return page(
        'Device approved',
        '<p>This device is approved. You can close this page and return to the app.</p>',
      )
    case 'invalid':
      return page(
        'Link not valid',
        '<p>This approval link is invalid, has expired or was already used. Go back to the app and log in again to get a new one.</p>',
      )
  }
}
