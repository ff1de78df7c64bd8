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
  --portico-accent-hover: color-mix(in srgb, var(--portico-accent) 88%, #000);
  --portico-accent-active: color-mix(in srgb, var(--portico-accent) 78%, #000);
  /* The platform's own UI face on purpose: no web font to fetch, and the visitor's OS look. */
  --portico-font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif;
  /* Type scale: caption 12, small 13, body 14, title 16, display 28 (roughly 1.15 apart). */
  --portico-text-caption: 12px; --portico-text-small: 13px; --portico-text-body: 14px;
  --portico-text-title: 16px; --portico-text-display: 28px;
  --portico-radius-master: 4px;
  ${colorVariables(darkColors)}
  font-family: var(--portico-font-family); font-size: var(--portico-text-body); line-height: 1.43;
  -webkit-font-smoothing: antialiased; color: var(--portico-fg); background: var(--portico-bg);
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
  .portico-dialog { margin: auto 0 0; width: 100%; max-width: 100%; border-radius: 16px 16px 0 0; }
}
.portico-dialog::backdrop { background: rgba(0, 0, 0, 0.5); }
.portico-card { display: flex; flex-direction: column; max-height: inherit; }
.portico-header { display: flex; align-items: center; justify-content: space-between; padding: 14px 14px 10px; gap: 8px; }
.portico-header h2 {
  font-size: var(--portico-text-title); line-height: 1.3; margin: 0; font-weight: 600; text-align: center; flex: 1;
  min-width: 0; overflow-wrap: anywhere; border-radius: 6px;
}
/* A view reached inside the open modal fades in; the one it opens on is there at the first frame. */
.portico-dialog[data-view-changed] .portico-body { animation: portico-view-in 180ms ease-out; }
@keyframes portico-view-in { from { opacity: 0; transform: translateY(6px) } to { opacity: 1; transform: none } }
.portico-body { padding: 4px 14px 14px; overflow-y: auto; display: flex; flex-direction: column; gap: 8px; }
.portico-icon-button, .portico-icon-spacer { width: 32px; height: 32px; flex: none; }
.portico-icon-button {
  background: transparent; color: inherit; border: 1px solid var(--portico-border); border-radius: 50%;
  font-size: 18px; line-height: 1; cursor: pointer;
}
.portico-icon-button:hover { background: var(--portico-bg-2); }
.portico-icon-button:active { background: var(--portico-bg-3); }
button:focus-visible, input:focus-visible, a:focus-visible, [tabindex]:focus-visible {
  outline: 2px solid var(--portico-accent); outline-offset: 2px;
}
.portico-dialog:not([data-theme="light"]) :focus-visible { outline-color: var(--portico-link); }
.portico-list { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; list-style: none; }
.portico-list-item {
  display: flex; align-items: center; gap: 12px; width: 100%; padding: 8px 10px; box-sizing: border-box;
  background: var(--portico-bg-2); color: inherit; border: 1px solid transparent; cursor: pointer;
  border-radius: calc(var(--portico-radius-master) * 4); font: inherit; font-size: var(--portico-text-body);
  text-align: start; min-height: 52px;
}
.portico-list-item:hover:not(:disabled) { background: var(--portico-bg-3); }
.portico-list-item:active:not(:disabled) { border-color: var(--portico-control); }
.portico-list-item[aria-current="true"] { border-color: var(--portico-accent); }
.portico-list-item:disabled { opacity: 0.5; cursor: default; }
.portico-list-item-name { flex: 1; min-width: 0; font-weight: 500; overflow-wrap: anywhere; }
.portico-tag { font-size: 11px; font-weight: 600; flex: none; padding: 2px 6px; border-radius: 6px; background: var(--portico-bg-3); color: var(--portico-muted); text-transform: uppercase; }
.portico-icon { width: 1em; height: 1em; flex: none; vertical-align: -0.125em; }
[dir="rtl"] .portico-icon-mirror, :host([dir="rtl"]) .portico-icon-mirror { transform: scaleX(-1); }
.portico-icon-mirror:dir(rtl) { transform: scaleX(-1); }
.portico-icon-button { display: inline-flex; align-items: center; justify-content: center; padding: 0; }
.portico-list-item > .portico-icon { color: var(--portico-muted); }
.portico-list-item-icon {
  display: inline-flex; align-items: center; justify-content: center; width: 36px; height: 36px; flex: none;
  font-size: 22px; border-radius: calc(var(--portico-radius-master) * 3); background: var(--portico-bg-3);
}
.portico-hero-icon { width: 56px; height: 56px; font-size: 32px; }
.portico-avatar { display: inline-block; border-radius: 50%; flex: none; object-fit: cover; }
.portico-image, .portico-monogram { border-radius: calc(var(--portico-radius-master) * 3); flex: none; }
.portico-monogram { display: inline-flex; align-items: center; justify-content: center; color: #fff; font-weight: 600; }
.portico-muted { color: var(--portico-muted); font-size: var(--portico-text-body); margin: 0; }
.portico-error-text { color: var(--portico-error); font-size: var(--portico-text-small); margin: 0; }
.portico-section-title { color: var(--portico-muted); font-size: var(--portico-text-caption); text-transform: uppercase; letter-spacing: 0.04em; margin: 6px 0 0; }
.portico-button {
  font: inherit; font-size: var(--portico-text-body); font-weight: 600; padding: 10px 16px; border-radius: 999px;
  cursor: pointer; min-height: 40px;
  border: 1px solid transparent; background: var(--portico-accent); color: var(--portico-on-accent);
}
.portico-button:hover:not(:disabled) { background: var(--portico-accent-hover); }
.portico-button:active:not(:disabled) { background: var(--portico-accent-active); }
.portico-button-secondary { background: var(--portico-bg-2); color: var(--portico-fg); border-color: var(--portico-border); }
.portico-button-secondary:hover:not(:disabled) { background: var(--portico-bg-3); }
.portico-button-secondary:active:not(:disabled) { background: var(--portico-bg-3); border-color: var(--portico-control); }
/* Disabled stays legible: muted text at 4.5:1 on bg-3, an edge at 3:1 against the card. */
.portico-button:disabled {
  cursor: default; background: var(--portico-bg-3); color: var(--portico-muted); border-color: var(--portico-control);
}
.portico-row { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
.portico-row > .portico-error-text { flex-basis: 100%; }
.portico-field {
  flex: 1; font: inherit; font-size: var(--portico-text-body); padding: 10px 12px;
  border-radius: calc(var(--portico-radius-master) * 4);
  border: 1px solid var(--portico-control); background: var(--portico-bg-2); color: inherit; min-width: 0;
}
.portico-field::placeholder { color: var(--portico-muted); opacity: 1; }
.portico-row > .portico-field { flex: 1 1 10em; }
.portico-socials {
  display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 8px; list-style: none; margin: 0; padding: 0;
}
.portico-social {
  display: flex; align-items: center; justify-content: center; width: 100%; height: 44px; padding: 0;
  background: var(--portico-bg-2); color: var(--portico-fg); border: 1px solid transparent; cursor: pointer;
  border-radius: calc(var(--portico-radius-master) * 4); font-size: 20px;
}
.portico-social:hover:not(:disabled) { background: var(--portico-bg-3); }
.portico-social:active:not(:disabled) { border-color: var(--portico-control); }
.portico-social:disabled { opacity: 0.5; cursor: default; }
.portico-center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 10px; padding: 12px 0; }
.portico-balance {
  font-size: var(--portico-text-display); line-height: 1.2; font-weight: 600; margin: 0; font-variant-numeric: tabular-nums;
}
.portico-address { font-size: var(--portico-text-title); font-weight: 600; margin: 0; overflow-wrap: anywhere; }
.portico-spinner {
  width: 20px; height: 20px; border-radius: 50%; border: 2px solid var(--portico-border);
  border-top-color: var(--portico-accent); animation: portico-spin 0.8s linear infinite; display: inline-block;
}
@keyframes portico-spin { to { transform: rotate(360deg) } }
.portico-snackbar {
  margin: 0 14px 14px; padding: 10px 12px; border-radius: 12px; font-size: var(--portico-text-body); font-weight: 500;
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
/* A wallet's name wraps to two lines (never "Portico D…" at 320 px). */
.portico-grid-item span:last-child {
  max-width: 100%; line-height: 13px; text-align: center; overflow-wrap: anywhere;
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden;
}
.portico-grid-item:hover:not(:disabled) { background: var(--portico-bg-3); }
.portico-grid-item:active:not(:disabled) { outline: 1px solid var(--portico-control); }
.portico-tabs { display: flex; gap: 4px; background: var(--portico-bg-2); border-radius: 999px; padding: 3px; }
.portico-tabs-box { display: flex; flex-direction: column; gap: 8px; }
.portico-tab {
  flex: 1; font: inherit; font-size: var(--portico-text-small); font-weight: 600; padding: 6px 8px; border: 0;
  border-radius: 999px; background: transparent; color: var(--portico-muted); cursor: pointer; min-height: 32px;
}
.portico-tab:hover { color: var(--portico-fg); }
.portico-tab[aria-selected="true"] { background: var(--portico-bg-3); color: var(--portico-fg); }
.portico-tab-panel { display: flex; flex-direction: column; gap: 6px; }
.portico-link, .portico-link-button {
  color: var(--portico-link); font: inherit; font-size: var(--portico-text-small); background: none; border: 0;
  padding: 0; cursor: pointer;
  text-decoration: none;
}
.portico-link:hover, .portico-link-button:hover { text-decoration: underline; }
.portico-account-buttons > .portico-button { flex: 1; }
.portico-token-icon .portico-image, .portico-token-icon .portico-monogram { border-radius: 50%; }
.portico-token-icon { display: inline-flex; flex: none; }
.portico-token-row, .portico-activity-entry {
  display: flex; align-items: center; gap: 12px; padding: 8px 10px; font-size: var(--portico-text-body);
  background: var(--portico-bg-2); border-radius: calc(var(--portico-radius-master) * 4);
}
.portico-stack { display: flex; flex-direction: column; gap: 2px; min-width: 0; flex: 1; }
.portico-strong { font-weight: 600; }
.portico-grow { flex: 1; }
.portico-ellipsis { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.portico-empty { text-align: center; padding: 16px 0; }
.portico-activity-status { margin-inline-start: 6px; }
.portico-activity-entry time { flex: none; font-size: var(--portico-text-caption); }
.portico-nft-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(2, 1fr); gap: 8px; }
.portico-nft {
  display: flex; flex-direction: column; gap: 4px; padding: 8px; min-width: 0; font-size: var(--portico-text-small);
  background: var(--portico-bg-2); border-radius: calc(var(--portico-radius-master) * 4);
}
.portico-nft-image { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: calc(var(--portico-radius-master) * 3); font-size: 32px; }
.portico-receive-address { font-family: ui-monospace, monospace; font-size: var(--portico-text-small); word-break: break-all; margin: 0; }
.portico-send-box { display: flex; flex-direction: column; gap: 6px; padding: 10px; background: var(--portico-bg-2); border-radius: calc(var(--portico-radius-master) * 4); }
.portico-send-box .portico-field { background: var(--portico-bg); }
.portico-amount-input { font-size: 22px; font-weight: 600; }
.portico-token-select { display: inline-flex; align-items: center; gap: 6px; flex: none; }
.portico-send-meta { font-size: var(--portico-text-caption); }
.portico-summary { margin: 0; display: flex; flex-direction: column; gap: 8px; }
.portico-summary-row { display: flex; justify-content: space-between; gap: 12px; font-size: var(--portico-text-body); }
.portico-summary-row dd { margin: 0; text-align: end; word-break: break-word; }
input[aria-invalid="true"] { border-color: var(--portico-error); }
.portico-legal {
  display: flex; align-items: flex-start; gap: 10px; padding: 10px 12px; font-size: var(--portico-text-small); line-height: 1.4;
  background: var(--portico-bg-2); border-radius: calc(var(--portico-radius-master) * 4); color: var(--portico-muted);
}
.portico-legal .portico-link { font-size: inherit; text-decoration: underline; }
.portico-checkbox { width: 16px; height: 16px; margin: 1px 0 0; flex: none; accent-color: var(--portico-accent); cursor: pointer; }
.portico-grid-item:disabled { opacity: 0.5; cursor: default; }
.portico-skeleton { display: flex; flex-direction: column; gap: 6px; }
.portico-skeleton-tiles {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(72px, 1fr)); gap: 6px;
  position: absolute; top: 0; left: 0; right: 0;
}
.portico-skeleton-row, .portico-skeleton-tile {
  display: block; height: 52px; border-radius: calc(var(--portico-radius-master) * 4);
  background: linear-gradient(90deg, var(--portico-bg-2) 30%, var(--portico-bg-3) 50%, var(--portico-bg-2) 70%);
  background-size: 300% 100%; animation: portico-shimmer 1.4s ease-in-out infinite;
}
.portico-skeleton-tile { height: 86px; border-radius: 12px; }
@keyframes portico-shimmer { from { background-position: 100% 0 } to { background-position: 0 0 } }
@media (prefers-reduced-motion: reduce) {
  .portico-dialog[data-shake="true"] { animation: none; }
  .portico-spinner { animation: none; border-color: var(--portico-accent); opacity: 0.6; }
  .portico-dialog[data-view-changed] .portico-body { animation: none; }
  .portico-skeleton-row, .portico-skeleton-tile { animation: none; }
}
`
