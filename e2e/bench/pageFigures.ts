/**
 * The pure arithmetic of the performance-budgets spec: how a script is sized (gzip level 9, as
 * the bench and the peer harness size it), which requests leave loopback, how the scripts split
 * at the load event, and the failure message of a gate (the figure, its budget and what to look
 * at), kept apart from the browser so each can be tested alone.
 */
import { gzipSync } from 'node:zlib'

/** The gzip size (level 9) of a response body, in bytes. */
export const gzipSize = (body: Uint8Array | string): number => gzipSync(body, { level: 9 }).length

const LOOPBACK = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/

/**
 * The host a request reached other than loopback, or null: loopback hosts (localhost, 127.x,
 * [::1]) and URLs that reach no host at all (data:, blob:, about:) are null.
 */
export function foreignHost(url: string): string | null {
  const { protocol, hostname } = new URL(url)
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(protocol)) return null
  return LOOPBACK.test(hostname) ? null : hostname
}

export interface FetchedScript {
  url: string
  /** When the request started, ms since navigation (resource timing's startTime). */
  startTime: number
  gzip: number
}

/** The scripts' gzip bytes fetched before the load event and those fetched after it. */
export function splitAtLoad(
  scripts: FetchedScript[],
  loadEventStart: number,
): { beforeLoad: number; afterLoad: number } {
  let beforeLoad = 0
  let afterLoad = 0
  for (const script of scripts) {
    if (script.startTime < loadEventStart) beforeLoad += script.gzip
    else afterLoad += script.gzip
  }
  return { beforeLoad, afterLoad }
}

export interface Gate {
  /** What is measured, as a sentence a reader of the failure understands. */
  what: string
  figure: number
  budget: number
  /** How the figure is written: bytes as KiB, or a plain count. */
  unit: 'bytes' | 'count'
  /** Where to look when it fails. */
  lookAt: string
}

const written = (value: number, unit: Gate['unit']) =>
  unit === 'bytes' ? `${(value / 1024).toFixed(1)} KiB` : String(value)

/** The failure message of a gate over its budget, or null within it. */
export function overGate(gate: Gate): string | null {
  if (gate.figure <= gate.budget) return null
  return (
    `${gate.what}: ${written(gate.figure, gate.unit)} is over its budget of ` +
    `${written(gate.budget, gate.unit)} (e2e/bench/budgets.ts). Look at ${gate.lookAt}.`
  )
}

/**
 * An init script that records the page's long tasks (> 50 ms) from its start, buffered ones
 * included, as `{ start, duration }` in `window[name]`: the bench's and the budget spec's record.
 */
export const recordLongTasks = (name: string): string => `
  window.${name} = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.${name}.push({ start: e.startTime, duration: e.duration })
  }).observe({ type: 'longtask', buffered: true })
`
