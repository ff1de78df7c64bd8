/**
 * Opaque paging cursors: the sort key of the last item of a page, as base64url JSON. A list
 * pages by "items after this key", so a cursor stays valid, and no item repeats, when rows are
 * added meanwhile. Reading one back checks it against the list's own key schema: anything
 * else (edited, truncated, from another list) fails the query's validation with one message.
 */
import { z } from 'zod'

export const INVALID_CURSOR_MESSAGE =
  'Invalid cursor: pass the `next` value of the previous page unchanged'

export function encodeCursor(key: unknown): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url')
}

/**
 * A query parameter holding a cursor of `key`'s shape, at most `maxLength` characters (512; a
 * list paging several sources at once, as a Solana wallet and its token accounts, needs more).
 */
export function cursorParam<T extends z.ZodType>(key: T, maxLength = 512) {
  const pattern = new RegExp(`^[A-Za-z0-9_-]{1,${maxLength}}$`)
  return z.string().transform((text, ctx): z.output<T> => {
    let value: unknown
    try {
      if (!pattern.test(text)) throw new Error('not a cursor')
      value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
    } catch {
      value = undefined
    }
    const parsed = key.safeParse(value)
    if (parsed.success) return parsed.data
    ctx.issues.push({ code: 'custom', input: text, message: INVALID_CURSOR_MESSAGE })
    return z.NEVER
  })
}
