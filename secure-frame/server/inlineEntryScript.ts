/**
 * The frame page with its entry script inlined (issue 19): the browser runs it as it parses
 * /sdk, instead of asking for /assets/index-*.js once the page has arrived, a second request in
 * series before READY. The script is allowed by its CSP hash, so `script-src` still names no
 * 'unsafe-inline'. A `<base href="/assets/">` keeps the entry's relative URLs (its chunks'
 * imports, the worker's `import.meta.url`) where Vite wrote them.
 *
 * The page keeps the external script when the entry cannot be inlined safely (not found, or its
 * text holds `</script`, which would end the element early).
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface FramePage {
  html: string
  /** The CSP source of the inlined script (`'sha256-…'`), or undefined when nothing is inlined. */
  scriptSource?: string
}

const ENTRY_TAG = /<script type="module" crossorigin src="\/assets\/([\w.-]+\.js)"><\/script>/

export function inlineEntryScript(template: string, distDir: string): FramePage {
  const match = ENTRY_TAG.exec(template)
  const file = match?.[1] && join(distDir, 'assets', match[1])
  if (!match || !file || !existsSync(file)) return { html: template }
  const code = readFileSync(file, 'utf8')
  if (/<\/script/i.test(code) || !template.includes('<head>')) return { html: template }
  const hash = createHash('sha256').update(code, 'utf8').digest('base64')
  const html = template
    .replace('<head>', '<head><base href="/assets/">')
    // A function, so that `$` sequences in the code are not read as replacement patterns.
    .replace(match[0], () => `<script type="module">${code}</script>`)
  return { html, scriptSource: `'sha256-${hash}'` }
}
