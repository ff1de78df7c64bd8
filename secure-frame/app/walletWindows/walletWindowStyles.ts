/** Styles the wallet windows add to the approval window's (approvalStyles.ts): forms and lists. */
export const walletWindowStyles = `
.wallet-window { overflow: auto; }
.wallet-window h1 { font-size: 18px; line-height: 24px; }
.wallet-window header > div { min-width: 0; }
.wallet-window header .muted { overflow-wrap: anywhere; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
.wallet-window button { font-size: 14px; min-height: 44px; }
.wallet-window h2 { font-size: 15px; margin: 0 0 8px; }
.wallet-window section { display: flex; flex-direction: column; gap: 8px; padding-top: 12px; border-top: 1px solid var(--border); }
.wallet-window p { margin: 0; font-size: 14px; line-height: 1.4; }
.wallet-window form { display: flex; flex-direction: column; gap: 8px; }
.wallet-window label { display: flex; flex-direction: column; gap: 4px; font-size: 13px; color: var(--muted); }
.wallet-window label.check { flex-direction: row; align-items: flex-start; color: var(--fg); }
.wallet-window input[type="password"], .wallet-window input[type="text"] { font: inherit; font-size: 14px;
  padding: 10px 12px; border-radius: 12px; border: 1px solid var(--border); background: transparent; color: var(--fg); }
.wallet-window input[readonly] { font-family: ui-monospace, monospace; font-size: 12px; }
.wallet-window input:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
.wallet-window [role="alert"] { color: var(--danger); font-size: 13px; }
.wallet-window [role="status"] { color: var(--muted); font-size: 13px; min-height: 1em; }
.wallet-window ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.wallet-window li { display: flex; align-items: center; gap: 8px; justify-content: space-between; }
.wallet-window .badge { font-size: 11px; padding: 2px 8px; border-radius: 999px; background: var(--accent); color: var(--on-accent); }
.wallet-window .row { display: flex; gap: 8px; }
.wallet-window li button, .wallet-window .row button { flex: 0 0 auto; padding: 6px 12px; font-size: 13px; }
.wallet-window .warning { border: 1px solid var(--danger); border-radius: 12px; padding: 10px 12px; }
`
