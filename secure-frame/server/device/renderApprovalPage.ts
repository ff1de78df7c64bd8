/**
 * The first-party pages the approval link opens: plain HTML, no script, styled inline, sent with
 * a CSP that allows nothing else (but posting the form back to this origin) and may not be framed.
 * A centred card in the modal's look (accent #4d62e8, 12/14/16/22 px type), light or dark by the
 * reader's system setting, in the login's locale (`dir="rtl"` for Arabic).
 *
 * Opening the link only asks; the device is approved by the button, a POST. Mail scanners and
 * link previews open links on their own, and a GET that approved would let them approve a device
 * that the mailbox's owner never saw. The page names what it approves (the app, the site the
 * login came from, the browser, when it was asked and until when), so the owner can tell a
 * login they started from one someone else started with their address.
 */
import { escapeHtml } from '../http/escapeHtml.ts'
import { type FrameLocale, serverLocale } from '../i18n/serverI18n.ts'

export const APPROVAL_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'"

/** Text/background pairs here are the modal's theme tokens, each ≥ 4.5:1. */
const style =
  ':root{color-scheme:light dark;--bg:#f3f4f4;--card:#fff;--fg:#141414;--muted:#5c6363;--border:#e4e7e7;--accent:#4d62e8}' +
  '@media (prefers-color-scheme:dark){:root{--bg:#141414;--card:#1f1f1f;--fg:#e4e7e7;--muted:#9ea6a6;--border:#2e2e2e}}' +
  "body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Arabic',sans-serif;font-size:14px;line-height:1.5;background:var(--bg);color:var(--fg);display:grid;place-items:center;min-height:100vh;margin:0;padding:16px;box-sizing:border-box}" +
  'main{background:var(--card);border:1px solid var(--border);border-radius:16px;padding:32px;width:100%;max-width:420px;box-sizing:border-box}' +
  '.brand{margin:0 0 20px;font-size:12px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--muted)}' +
  'h1{font-size:22px;line-height:28px;margin:0 0 12px}p{margin:0 0 16px}' +
  'dl{margin:0 0 16px;padding:12px 16px;border:1px solid var(--border);border-radius:12px;display:grid;grid-template-columns:auto 1fr;gap:6px 16px}' +
  'dt{color:var(--muted);font-size:12px;line-height:20px}dd{margin:0;overflow-wrap:anywhere}' +
  '.note{color:var(--muted);font-size:12px}' +
  'button{display:block;width:100%;font:inherit;font-size:16px;font-weight:600;background:var(--accent);color:#fff;border:0;border-radius:999px;padding:12px 24px;cursor:pointer}' +
  'button:hover{background:#3f52c9}button:focus-visible{outline:2px solid var(--accent);outline-offset:3px}'

export type ApprovalPage =
  | {
      kind: 'confirm'
      email: string
      /** The dapp's name, else its project id; undefined when not known. */
      app?: string
      /** The site the login was started on; undefined when not known. */
      origin?: string
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

/** A time on the page: the locale's date and time, in UTC (the server does not know the zone). */
export const formatUtc = (at: Date, locale: FrameLocale = 'en'): string =>
  `${new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at)} UTC`

export function renderApprovalPage(state: ApprovalPage, locale?: FrameLocale): string {
  const { t, dir, locale: lang } = serverLocale(locale)
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Portico</title><style>${style}</style></head><body><main><p class="brand">Portico</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  const text = (id: string) => `<p>${escapeHtml(t(id))}</p>`
  switch (state.kind) {
    case 'confirm': {
      const detail = (id: string, value: string, ltr = false) =>
        `<dt>${escapeHtml(t(id))}</dt><dd${ltr ? ' dir="ltr"' : ''}>${escapeHtml(value)}</dd>`
      const [before, after = ''] = t('page.confirm.intro', { email: '\u0000' }).split('\u0000')
      return page(
        t('page.confirm.title'),
        `<p>${escapeHtml(before ?? '')}<strong dir="ltr">${escapeHtml(state.email)}</strong>${escapeHtml(after)}</p>` +
          '<dl>' +
          detail('page.confirm.app', state.app ?? t('page.unknownApp')) +
          detail('page.confirm.website', state.origin ?? t('page.unknownWebsite'), true) +
          detail('page.confirm.browser', state.browser) +
          detail('page.confirm.askedAt', formatUtc(state.requestedAt, lang)) +
          detail('page.confirm.expiresAt', formatUtc(state.expiresAt, lang)) +
          '</dl>' +
          `<p class="note">${escapeHtml(t('page.confirm.advice'))}</p>` +
          `<form method="post" action="${escapeHtml(state.action)}"><input type="hidden" name="token" value="${escapeHtml(state.token)}"><button type="submit">${escapeHtml(t('page.confirm.button'))}</button></form>`,
      )
    }
    case 'approved':
      return page(t('page.approved.title'), text('page.approved.body'))
    case 'refused':
      return page(t('page.refused.title'), text('page.refused.body'))
    case 'invalid':
      return page(t('page.invalid.title'), text('page.invalid.body'))
  }
}
