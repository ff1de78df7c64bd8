/**
 * Styles of the frame's approval UI; dark by default, light when the host's theme says so. The
 * accent is the modal's (modal/src/ui/themeTokens.ts): white text on it is 4.97:1 (AA).
 */
export const approvalStyles = `
.approval-host { position: fixed; inset: 0; display: flex; font-family: system-ui, sans-serif;
  --bg: #141414; --fg: #e4e7e7; --muted: #9ea6a6; --border: #2e2e2e; --accent: #4d62e8;
  background: var(--bg); color: var(--fg); }
.approval-host[data-theme="light"] { --bg: #fff; --fg: #141414; --muted: #5c6363; --border: #e4e7e7; }
.approval { display: flex; flex-direction: column; gap: 16px; padding: 20px; width: 100%; box-sizing: border-box; }
.approval header { display: flex; gap: 12px; align-items: center; }
.approval h1 { font-size: 18px; margin: 0; }
.approval .muted { color: var(--muted); font-size: 13px; margin: 2px 0 0; }
.approval .monogram { width: 40px; height: 40px; border-radius: 10px; background: var(--accent); color: #fff;
  display: inline-flex; align-items: center; justify-content: center; font-weight: 600; }
.approval dl { margin: 0; display: flex; flex-direction: column; gap: 10px; overflow: auto; flex: 1; }
.approval dt { color: var(--muted); font-size: 12px; text-transform: uppercase; }
.approval dd { margin: 2px 0 0; font-family: ui-monospace, monospace; font-size: 13px; word-break: break-all; white-space: pre-wrap; }
.approval .actions { display: flex; gap: 8px; }
.approval button { flex: 1; font: inherit; font-weight: 600; padding: 12px; border-radius: 999px; cursor: pointer; border: 1px solid var(--border); }
.approval button.primary { background: var(--accent); color: #fff; border-color: transparent; }
/* No opacity here: IntersectionObserver v2 counts any opacity below 1 as not visible. */
.approval button.primary:disabled { background: var(--border); color: var(--muted); cursor: not-allowed; }
.approval button.secondary { background: transparent; color: var(--fg); }
button:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
`
