/**
 * The frame page with its entry script inside it (issue 19: READY ≤ 50 ms after the iframe is
 * inserted). Vite's page names its entry `<script type="module" src="/assets/…">`, a request the
 * frame can only make once its page has arrived and committed; inlined, the script is parsed with
 * the page. The page's CSP allows that one script by its SHA-256 (no 'unsafe-inline'), and a
 * `<base href="/assets/">` keeps the entry's relative chunk imports (`import("./x.js")`) where
 * Vite put them. An entry that cannot be inlined safely (it contains `</script` or `<!--`, or the
 * page names no single entry) is left as it was: the page works either way.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface FramePage {
  /** The page, `</head>` still there for the per-project config. */
  html: string
  /** CSP sources for the inlined script ('sha256-…'), none when nothing was inlined. */
  scriptSources: string[]
}

const ENTRY_TAG = /<script type="module"(?: crossorigin)? src="\/assets\/([\w.-]+\.js)"><\/script>/g

export function inlineFrameEntry(indexHtml: string, distDir: string): FramePage {
  const tags = [...indexHtml.matchAll(ENTRY_TAG)]
  if (tags.length !== 1) return { html: indexHtml, scriptSources: [] }
  const [tag, file] = tags[0] as RegExpMatchArray
  const code = readFileSync(join(distDir, 'assets', file as string), 'utf8')
  if (/<\/script|<!--/i.test(code)) return { html: indexHtml, scriptSources: [] }
  const hash = createHash('sha256').update(code, 'utf8').digest('base64')
  const html = indexHtml.replace(
    tag,
    () => `<base href="/assets/" /><script type="module">${code}</script>`,
  )
  return { html, scriptSources: [`'sha256-${hash}'`] }
}
