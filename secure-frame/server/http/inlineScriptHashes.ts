/**
 * CSP sources (`'sha256-…'`) for the inline scripts of a page: the secure frame's built
 * index.html carries its entry inline (secure-frame/vite/inlineEntryScript.ts), and its CSP
 * allows exactly that code, not inline script in general.
 */
import { createHash } from 'node:crypto'

const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi

/** Hashes of the scripts that run inline: no `src`, and not a data block such as JSON. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && type !== 'module' && type !== 'text/javascript') continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}
