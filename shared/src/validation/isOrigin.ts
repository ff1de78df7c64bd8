/** A web origin as browsers send it: http(s)://host[:port], no path, no trailing slash. */
import * as z from 'zod/mini'

export function isOrigin(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 255) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value
  } catch {
    return false
  }
}

/** Pure: a bundle that does not use it (the secure frame's) does not build it at load. */
export const originSchema = /* @__PURE__ */ z
  .string()
  .check(z.maxLength(255), z.refine(isOrigin, 'Invalid origin'))
