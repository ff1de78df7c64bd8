/** The modal's styles, scoped to its shadow root and themed by CSS variables. */
export const modalStyles = `
:host { all: initial; }
.portico-dialog {
  --portico-bg: #141414; --portico-fg: #e4e7e7; --portico-muted: #949e9e; --portico-border: #2a2a2a;
  --portico-accent: #667dff; --portico-radius: 16px;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: var(--portico-fg); background: var(--portico-bg); border: 1px solid var(--portico-border);
  border-radius: var(--portico-radius); padding: 0; width: min(360px, 100vw - 24px);
}
.portico-dialog[data-theme="light"] {
  --portico-bg: #ffffff; --portico-fg: #141414; --portico-muted: #5c6363; --portico-border: #e4e7e7;
}
.portico-dialog::backdrop { background: rgba(0, 0, 0, 0.5); }
.portico-card { padding: 16px; }
.portico-header { display: flex; align-items: center; justify-content: space-between; }
.portico-header h2 { font-size: 16px; margin: 0; font-weight: 600; }
.portico-icon-button {
  background: transparent; color: inherit; border: 1px solid var(--portico-border); border-radius: 50%;
  width: 32px; height: 32px; font-size: 18px; cursor: pointer;
}
.portico-icon-button:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
.portico-muted { color: var(--portico-muted); font-size: 14px; }
`
