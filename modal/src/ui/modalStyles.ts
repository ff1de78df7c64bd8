/** The modal's styles, scoped to its shadow root and themed by CSS custom properties. */
import {
  ACCENT,
  colorVariables,
  DARK_LINK_ACCENT_PERCENT,
  darkColors,
  lightColors,
  ON_ACCENT,
} from './themeTokens.ts'

export const modalStyles = `
:host { all: initial; }
.portico-dialog {
  --portico-accent: ${ACCENT}; --portico-on-accent: ${ON_ACCENT};
  --portico-link: var(--portico-accent);
  --portico-font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --portico-radius-master: 4px;
  ${colorVariables(darkColors)}
  font-family: var(--portico-font-family); color: var(--portico-fg); background: var(--portico-bg);
  border: 1px solid var(--portico-border); border-radius: calc(var(--portico-radius-master) * 8);
  padding: 0; width: min(360px, calc(100vw - 24px)); max-height: min(640px, calc(100vh - 24px));
  box-sizing: border-box; overflow: hidden;
}
.portico-dialog:not([data-theme="light"]) {
  --portico-link: color-mix(in srgb, var(--portico-accent) ${DARK_LINK_ACCENT_PERCENT}%, #fff);
}
.portico-dialog[data-theme="light"] { ${colorVariables(lightColors)} }
.portico-dialog[data-shake="true"] { animation: portico-shake 500ms; }
@keyframes portico-shake { 10%, 90% { transform: translateX(-1px) } 30%, 70% { transform: translateX(3px) } 50% { transform: translateX(-3px) } }
@media (max-width: 430px) {
  .portico-dialog { margin: auto 0 0; width: 100vw; max-width: 100vw; border-radius: 16px 16px 0 0; }
}
.portico-dialog::backdrop { background: rgba(0, 0, 0, 0.5); }
.portico-card { display: flex; flex-direction: column; max-height: inherit; }
.portico-header { display: flex; align-items: center; justify-content: space-between; padding: 14px 14px 10px; gap: 8px; }
.portico-header h2 { font-size: 16px; margin: 0; font-weight: 600; text-align: center; flex: 1; }
.portico-body { padding: 4px 14px 14px; overflow-y: auto; display: flex; flex-direction: column; gap: 8px; }
.portico-icon-button, .portico-icon-spacer { width: 32px; height: 32px; flex: none; }
.portico-icon-button {
  background: transparent; color: inherit; border: 1px solid var(--portico-border); border-radius: 50%;
  font-size: 18px; line-height: 1; cursor: pointer;
}
button:focus-visible, input:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
.portico-list { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; list-style: none; }
.portico-list-item {
  display: flex; align-items: center; gap: 12px; width: 100%; padding: 8px 10px; box-sizing: border-box;
  background: var(--portico-bg-2); color: inherit; border: 1px solid transparent; cursor: pointer;
  border-radius: calc(var(--portico-radius-master) * 4); font: inherit; font-size: 14px; text-align: left;
}
.portico-list-item:hover:not(:disabled) { background: var(--portico-bg-3); }
.portico-list-item[aria-current="true"] { border-color: var(--portico-accent); }
.portico-list-item:disabled { opacity: 0.5; cursor: default; }
.portico-list-item-name { flex: 1; font-weight: 500; }
.portico-tag { font-size: 11px; padding: 2px 6px; border-radius: 6px; background: var(--portico-bg-3); color: var(--portico-muted); text-transform: uppercase; }
.portico-icon { width: 1em; height: 1em; flex: none; vertical-align: -0.125em; }
[dir="rtl"] .portico-icon-mirror, :host([dir="rtl"]) .portico-icon-mirror { transform: scaleX(-1); }
.portico-icon-mirror:dir(rtl) { transform: scaleX(-1); }
.portico-icon-button { display: inline-flex; align-items: center; justify-content: center; padding: 0; }
.portico-list-item > .portico-icon { color: var(--portico-muted); }
.portico-list-item-icon {
  display: inline-flex; align-items: center; justify-content: center; width: 36px; height: 36px; flex: none;
  font-size: 22px; border-radius: calc(var(--portico-radius-master) * 3); background: var(--portico-bg-3);
}
.portico-avatar { display: inline-block; border-radius: 50%; flex: none; object-fit: cover; }
.portico-image, .portico-monogram { border-radius: calc(var(--portico-radius-master) * 3); flex: none; }
.portico-monogram { display: inline-flex; align-items: center; justify-content: center; color: #fff; font-weight: 600; }
.portico-muted { color: var(--portico-muted); font-size: 14px; margin: 0; }
.portico-error-text { color: var(--portico-error); font-size: 14px; margin: 0; }
.portico-section-title { color: var(--portico-muted); font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; margin: 6px 0 0; }
.portico-button {
  font: inherit; font-size: 14px; font-weight: 600; padding: 10px 14px; border-radius: 999px; cursor: pointer;
  border: 1px solid transparent; background: var(--portico-accent); color: var(--portico-on-accent);
}
.portico-button-secondary { background: var(--portico-bg-2); color: var(--portico-fg); border-color: var(--portico-border); }
.portico-button:disabled {
  cursor: default; background: var(--portico-bg-3); color: var(--portico-muted); border-color: var(--portico-border);
}
.portico-row { display: flex; gap: 8px; align-items: center; }
.portico-field {
  flex: 1; font: inherit; font-size: 14px; padding: 10px 12px; border-radius: calc(var(--portico-radius-master) * 4);
  border: 1px solid var(--portico-border); background: var(--portico-bg-2); color: inherit; min-width: 0;
}
.portico-socials { display: flex; gap: 6px; }
.portico-socials .portico-social { flex: 1; justify-content: center; padding: 8px; }
.portico-center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 10px; padding: 12px 0; }
.portico-balance { font-size: 24px; font-weight: 600; margin: 0; }
.portico-address { font-size: 16px; font-weight: 600; margin: 0; }
.portico-spinner {
  width: 20px; height: 20px; border-radius: 50%; border: 2px solid var(--portico-border);
  border-top-color: var(--portico-accent); animation: portico-spin 0.8s linear infinite; display: inline-block;
}
@keyframes portico-spin { to { transform: rotate(360deg) } }
.portico-snackbar {
  margin: 0 14px 14px; padding: 10px 12px; border-radius: 12px; font-size: 14px;
  background: var(--portico-bg-3);
}
.portico-snackbar-error { color: var(--portico-error); }
.portico-snackbar-success { color: var(--portico-success); }
.portico-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.portico-grid-scroller { height: 360px; overflow-y: auto; position: relative; }
.portico-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px; position: absolute; left: 0; right: 0; }
.portico-grid li { min-width: 0; }
.portico-grid-item {
  width: 100%;
  display: flex; flex-direction: column; align-items: center; gap: 4px; padding: 8px 2px; height: 86px; box-sizing: border-box;
  background: var(--portico-bg-2); border: 0; border-radius: 12px; color: inherit; cursor: pointer; font: inherit; font-size: 11px;
}
.portico-grid-item span:last-child { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.portico-tabs { display: flex; gap: 4px; background: var(--portico-bg-2); border-radius: 999px; padding: 3px; }
.portico-tabs-box { display: flex; flex-direction: column; gap: 8px; }
.portico-tab {
  flex: 1; font: inherit; font-size: 13px; font-weight: 600; padding: 6px 8px; border: 0; border-radius: 999px;
  background: transparent; color: var(--portico-muted); cursor: pointer;
}
.portico-tab[aria-selected="true"] { background: var(--portico-bg-3); color: var(--portico-fg); }
.portico-tab-panel { display: flex; flex-direction: column; gap: 6px; }
.portico-link, .portico-link-button {
  color: var(--portico-link); font: inherit; font-size: 13px; background: none; border: 0; padding: 0; cursor: pointer;
  text-decoration: none;
}
.portico-link:hover, .portico-link-button:hover { text-decoration: underline; }
.portico-account-buttons > .portico-button { flex: 1; }
.portico-token-icon .portico-image, .portico-token-icon .portico-monogram { border-radius: 50%; }
.portico-token-icon { display: inline-flex; flex: none; }
.portico-token-row, .portico-activity-entry {
  display: flex; align-items: center; gap: 12px; padding: 8px 10px; font-size: 14px;
  background: var(--portico-bg-2); border-radius: calc(var(--portico-radius-master) * 4);
}
.portico-stack { display: flex; flex-direction: column; gap: 2px; min-width: 0; flex: 1; }
.portico-strong { font-weight: 600; }
.portico-grow { flex: 1; }
.portico-ellipsis { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.portico-empty { text-align: center; padding: 16px 0; }
.portico-activity-status { margin-left: 6px; }
.portico-activity-entry time { flex: none; font-size: 12px; }
.portico-nft-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(2, 1fr); gap: 8px; }
.portico-nft {
  display: flex; flex-direction: column; gap: 4px; padding: 8px; min-width: 0; font-size: 13px;
  background: var(--portico-bg-2); border-radius: calc(var(--portico-radius-master) * 4);
}
.portico-nft-image { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: calc(var(--portico-radius-master) * 3); font-size: 32px; }
.portico-receive-address { font-family: ui-monospace, monospace; font-size: 13px; word-break: break-all; margin: 0; }
.portico-send-box { display: flex; flex-direction: column; gap: 6px; padding: 10px; background: var(--portico-bg-2); border-radius: calc(var(--portico-radius-master) * 4); }
.portico-send-box .portico-field { background: var(--portico-bg); }
.portico-amount-input { font-size: 22px; font-weight: 600; }
.portico-token-select { display: inline-flex; align-items: center; gap: 6px; flex: none; }
.portico-send-meta { font-size: 12px; }
.portico-summary { margin: 0; display: flex; flex-direction: column; gap: 8px; }
.portico-summary-row { display: flex; justify-content: space-between; gap: 12px; font-size: 14px; }
.portico-summary-row dd { margin: 0; text-align: right; word-break: break-word; }
input[aria-invalid="true"] { border-color: var(--portico-error); }
.portico-legal {
  display: flex; align-items: flex-start; gap: 10px; padding: 10px 12px; font-size: 13px; line-height: 1.4;
  background: var(--portico-bg-2); border-radius: calc(var(--portico-radius-master) * 4); color: var(--portico-muted);
}
.portico-legal .portico-link { font-size: inherit; text-decoration: underline; }
.portico-checkbox { width: 16px; height: 16px; margin: 1px 0 0; flex: none; accent-color: var(--portico-accent); cursor: pointer; }
.portico-grid-item:disabled { opacity: 0.5; cursor: default; }
@media (prefers-reduced-motion: reduce) {
  .portico-dialog[data-shake="true"] { animation: none; }
  .portico-spinner { animation: none; border-color: var(--portico-accent); opacity: 0.6; }
}
`
