/** Internal: zod codecs between a stored string and its typed value. */
import * as z from 'zod/mini'

/** JSON text ⇄ a value of `schema`. Text that is not JSON fails to decode. */
export function jsonCodec<T extends z.ZodMiniType>(schema: T) {
  return z.codec(z.string(), schema, {
    decode: (text, ctx) => {
      try {
        return JSON.parse(text)
      } catch {
        ctx.issues.push({ code: 'custom', input: text })
        return z.NEVER
      }
    },
    encode: (value) => JSON.stringify(value),
  })
}

/**
 * A comma-joined list ⇄ an array of `item` (the empty string is the empty list). Decoded items
 * are checked by the output schema.
 */
export function commaListCodec<T extends z.ZodMiniType<string>>(item: T) {
  return z.codec(z.string(), z.array(item), {
    decode: (text) => (text === '' ? [] : text.split(',')) as z.input<T>[],
    encode: (items) => items.join(','),
  })
}

/** Decimal digits ⇄ a non-negative integer. */
export const integerCodec = () =>
  z.codec(z.string().check(z.regex(/^\d+$/)), z.number().check(z.int(), z.nonnegative()), {
    decode: Number,
    encode: String,
  })
