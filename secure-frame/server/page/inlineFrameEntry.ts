/**
 * The frame page with its entry script inlined (issue 19): Vite's index.html loads the entry
 * with `<script type="module" src="/assets/index-….js">`, a second request after the HTML that
 * READY waits for. Read once at the server's start, the entry goes into the page itself and the
 * page's CSP allows exactly that script by its sha256 hash (never 'unsafe-inline'); every other
 * script still comes from the frame's own origin ('self').
 *
 * An inline module's relative imports resolve against the page's URL (/sdk), not /assets/, so
 * the entry's references to its sibling chunks (`"./x-hash.js"`, only names that exist in
 * assets/) are made absolute. A page without an inlinable entry (no such tag, or a script that
 * would end the tag early) is served as built.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface FramePage {
  /** The page to template (the config goes before </head>). */
  html: string
  /** The CSP source of the inlined entry ('sha256-…'), or null when it was left external. */
  scriptHashSource: string | null
}

const ENTRY_TAG = /<script type="module"(?: crossorigin)? src="\/assets\/([\w.-]+\.js)"><\/script>/

/** `'sha256-…'`: the CSP source that allows exactly this inline script text. */
export const scriptHashSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

export function inlineFrameEntry(html: string, assetsDir: string): FramePage {
  const match = ENTRY_TAG.exec(html)
  const file = match?.[1]
  if (!match || !file || !existsSync(join(assetsDir, file))) return { html, scriptHashSource: null }
  const chunks = new Set(readdirSync(assetsDir).filter((name) => name.endsWith('.js')))
  const code = readFileSync(join(assetsDir, file), 'utf8').replace(
    /(["'`])\.\/([\w.-]+\.js)\1/g,
    (whole, quote: string, name: string) =>
      chunks.has(name) ? `${quote}/assets/${name}${quote}` : whole,
  )
  // The HTML parser ends a script at "</script" and treats "<!--" specially: such code stays out.
  if (/<\/script|<!--/i.test(code)) return { html, scriptHashSource: null }
  return {
    // A function as the replacement: "$" in the code must not be read as a pattern.
    html: html.replace(match[0], () => `<script type="module">${code}</script>`),
    scriptHashSource: scriptHashSource(code),
  }
}
