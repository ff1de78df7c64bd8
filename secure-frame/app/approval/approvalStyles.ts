/**
 * Styles of the frame's windows (the approval view and, on top, walletWindowStyles): a full-height
 * column, the request's details scrolling in the middle and Approve/Reject pinned at the bottom
 * where the thumb is. Light or dark as the host's theme says (SYNC_THEME), else as the system
 * prefers. Colours are the modal's theme tokens (modal/src/ui/themeTokens.ts), kept here as data
 * so approvalStyles.test.ts can hold every text/background pair to 4.5:1; the type scale is the
 * modal's too (12/13/14/16/22 px). Motion is only the buttons' colour change, off when reduced.
 */
export interface FramePalette {
  bg: string
  surface: string
  fg: string
  muted: string
  border: string
  accent: string
  onAccent: string
  /** Links and the accent used as text. */
  accentText: string
  warning: string
  warningBg: string
  danger: string
  /** The disabled Approve: text on its fill. */
  disabledBg: string
  disabledFg: string
}

export const darkPalette: FramePalette = {
  bg: '#141414',
  surface: '#1f1f1f',
  fg: '#e4e7e7',
  muted: '#9ea6a6',
  border: '#2e2e2e',
  accent: '#4d62e8',
  onAccent: '#ffffff',
  accentText: '#a9b3f6',
  warning: '#ffc766',
  warningBg: '#2b2414',
  danger: '#ff7782',
  disabledBg: '#2a2a2a',
  disabledFg: '#a3abab',
}

export const lightPalette: FramePalette = {
  bg: '#ffffff',
  surface: '#f3f4f4',
  fg: '#141414',
  muted: '#5c6363',
  border: '#e4e7e7',
  accent: '#4d62e8',
  onAccent: '#ffffff',
  accentText: '#3548c9',
  warning: '#7a4a00',
  warningBg: '#fff4dc',
  danger: '#c52a3a',
  disabledBg: '#e9eaea',
  disabledFg: '#545b5b',
}

const vars = (p: FramePalette) =>
  Object.entries(p)
    .map(([name, value]) => `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${value};`)
    .join(' ')

export const approvalStyles = `
.approval-host { position: fixed; inset: 0; display: flex; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', sans-serif;
  font-size: 14px; line-height: 1.45; ${vars(darkPalette)} background: var(--bg); color: var(--fg); color-scheme: dark; }
.approval-host[data-theme="light"] { ${vars(lightPalette)} color-scheme: light; }
@media (prefers-color-scheme: light) { .approval-host:not([data-theme]) { ${vars(lightPalette)} color-scheme: light; } }
.approval { display: flex; flex-direction: column; gap: 16px; padding: 20px; width: 100%; height: 100%; box-sizing: border-box; }
.approval header { display: flex; gap: 12px; align-items: center; }
.approval h1 { font-size: 22px; line-height: 28px; margin: 0; font-weight: 700; }
.approval .muted { color: var(--muted); font-size: 13px; margin: 2px 0 0; }
.approval .monogram { width: 40px; height: 40px; flex: none; border-radius: 10px; background: var(--accent); color: var(--on-accent);
  display: inline-flex; align-items: center; justify-content: center; font-weight: 600; font-size: 16px; }
.approval .actions { display: flex; gap: 8px; }
.approval button { flex: 1; font: inherit; font-weight: 600; font-size: 16px; min-height: 48px; padding: 12px; border-radius: 999px; cursor: pointer;
  border: 1px solid var(--border); transition: background-color 120ms ease, border-color 120ms ease; }
.approval button.primary { background: var(--accent); color: var(--on-accent); border-color: transparent; }
.approval button.primary:hover:enabled { background: #3f52c9; }
/* No opacity here: IntersectionObserver v2 counts any opacity below 1 as not visible. */
.approval button.primary:disabled { background: var(--disabled-bg); color: var(--disabled-fg); cursor: not-allowed; }
.approval button.secondary { background: transparent; color: var(--fg); }
.approval button.secondary:hover:enabled { background: var(--surface); }
.approval button:focus-visible, .approval a:focus-visible, .approval [tabindex]:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.approval-request { padding: 0; gap: 0; }
.approval-request .approval-body { flex: 1; min-height: 0; overflow: auto; padding: 20px 20px 12px; display: flex; flex-direction: column; gap: 16px; }
.approval-request .approval-footer { padding: 12px 20px 20px; border-top: 1px solid var(--border); background: var(--bg); display: flex; flex-direction: column; gap: 8px; }
.approval-request .approval-footer .muted { margin: 0; font-size: 12px; text-align: center; }
.approval .eyebrow { margin: 0; font-size: 12px; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; color: var(--muted); }
.approval .card { background: var(--surface); border: 1px solid var(--border); border-radius: 16px; padding: 12px 14px; display: flex; flex-direction: column; gap: 10px; }
.approval .who { display: flex; gap: 12px; align-items: center; min-width: 0; }
.approval .who img { border-radius: 10px; flex: none; }
.approval .origin { margin: 0; font-size: 16px; font-weight: 700; overflow-wrap: anywhere; }
.approval .network { display: flex; justify-content: space-between; gap: 8px; align-items: baseline; border-top: 1px solid var(--border); padding-top: 10px; }
.approval .network strong { font-weight: 600; }
.approval .warning-box { margin: 0; padding: 10px 12px; border-radius: 12px; background: var(--warning-bg); color: var(--warning); border: 1px solid currentColor; font-size: 13px; }
.approval .card.is-warning { border-color: var(--warning); }
.approval .amount { margin: 0; font-size: 22px; line-height: 28px; font-weight: 700; overflow-wrap: anywhere; }
.approval dl { margin: 0; display: flex; flex-direction: column; gap: 10px; }
.approval dt { color: var(--muted); font-size: 12px; }
.approval dd { margin: 2px 0 0; font-size: 14px; overflow-wrap: anywhere; }
.approval .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
.approval .message { margin: 6px 0 0; padding: 12px; border-radius: 12px; background: var(--surface); border: 1px solid var(--border);
  white-space: pre-wrap; overflow-wrap: anywhere; font-family: inherit; font-size: 14px; }
.approval .message.mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
.approval dd > .fields { margin-top: 6px; padding: 10px 12px; border-radius: 12px; background: var(--surface); border: 1px solid var(--border); }
.approval .fields { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.approval .fields li { display: flex; flex-wrap: wrap; align-items: baseline; gap: 2px 8px; }
.approval .fields .fields { flex-basis: 100%; padding-inline-start: 12px; border-inline-start: 2px solid var(--border); }
.approval .field-name { color: var(--muted); font-size: 12px; }
.approval .field-type { color: var(--muted); font-size: 12px; }
.approval .field-value { flex: 1 1 8em; font-size: 13px; overflow-wrap: anywhere; text-align: end; }
/* Data written left to right (addresses, amounts) keeps to the reading side of a right-to-left window. */
.approval[dir="rtl"] [dir="ltr"] { text-align: right; }
.approval[dir="rtl"] .field-value[dir="ltr"] { text-align: left; }
@media (prefers-reduced-motion: reduce) { .approval *, .approval *::before, .approval *::after { transition: none !important; animation: none !important; } }
`
