/**
 * The local Farcaster app's pages, as HTML without script: a field for a sign-in link (what a
 * phone's camera would read from the QR), then the request (which site asks, for which fid)
 * with Approve, and Approve with a key that owns no fid (a refused sign-in, for tests). Every
 * value is escaped; styles carry the response's CSP nonce.
 */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const layout = (nonce: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Farcaster (devnet)</title>
<style nonce="${nonce}">
body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
h1{font-size:1.3rem}input{width:100%;padding:.5rem;box-sizing:border-box}
button{margin:.5rem .5rem 0 0;padding:.6rem 1rem;font:inherit;cursor:pointer}
.primary{background:#7c65c1;color:#fff;border:0;border-radius:6px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}dd{margin:0;word-break:break-all}
.error{color:#b00020}
</style></head><body>${body}</body></html>`

export function linkPage(nonce: string, error?: string): string {
  return layout(
    nonce,
    `<h1>Farcaster (devnet)</h1>
<p>Paste a Sign In With Farcaster link.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="get" action="/~/siwf">
<label>Sign-in link <input name="link" required maxlength="2048" data-testid="farcaster-link"></label>
<button class="primary" type="submit">Open</button>
</form>`,
  )
}

export interface RequestPageInput {
  nonce: string
  channelToken: string
  domain: string
  siweUri: string
  fid: number
  username: string
  custody: string
  completed: boolean
}

export function requestPage(p: RequestPageInput): string {
  const e = escapeHtml
  const body = p.completed
    ? `<p role="status" data-testid="farcaster-done">Signed in. You can return to ${e(p.domain)}.</p>`
    : `<form method="post" action="/~/siwf/approve">
<input type="hidden" name="channelToken" value="${e(p.channelToken)}">
<button class="primary" type="submit" name="signer" value="custody">Approve</button>
<button type="submit" name="signer" value="impostor">Approve with a key that owns no fid</button>
</form>`
  return layout(
    p.nonce,
    `<h1>Sign in to ${e(p.domain)}?</h1>
<dl>
<dt>Site</dt><dd data-testid="farcaster-domain">${e(p.domain)}</dd>
<dt>Address</dt><dd>${e(p.siweUri)}</dd>
<dt>Account</dt><dd>@${e(p.username)} (fid ${p.fid})</dd>
<dt>Custody</dt><dd>${e(p.custody)}</dd>
</dl>
${body}`,
  )
}
