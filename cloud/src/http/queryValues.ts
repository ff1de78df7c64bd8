/**
 * zod pieces for query strings, where every value arrives as text: comma lists, booleans,
 * integers, and the SDK fields every call carries.
 */
import { z } from 'zod'
import { projectIdSchema } from '../projects/projectRecord.ts'

/** `a,b,c` → ['a', 'b', 'c'] (empty items dropped), each checked by `item`, at most `max`. */
export const commaList = <T extends z.ZodType>(item: T, max = 100) =>
  z
    .string()
    .max(max * 130)
    .transform((text, ctx) => {
      const parts = text.split(',').filter((part) => part !== '')
      if (parts.length > max) {
        ctx.issues.push({ code: 'custom', input: text, message: `At most ${max} items` })
        return z.NEVER
      }
      const items: z.output<T>[] = []
      for (const [index, part] of parts.entries()) {
        const result = item.safeParse(part)
        if (result.success) items.push(result.data)
        else
          for (const issue of result.error.issues)
            ctx.issues.push({ code: 'custom', input: part, path: [index], message: issue.message })
      }
      return items
    })

/** 'true' / 'false' → boolean. */
export const booleanText = z.enum(['true', 'false']).transform((text) => text === 'true')

/** A positive integer written in decimal. */
export const positiveIntText = z
  .string()
  .regex(/^[1-9][0-9]{0,8}$/, 'Expected a positive integer')
  .transform(Number)

/** SDK type (`st`) and version (`sv`): short tokens such as `appkit` and `html-wagmi-4.2.2`. */
export const sdkTypeSchema = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'Invalid SDK type')
export const sdkVersionSchema = z.string().regex(/^[A-Za-z0-9._@+-]{1,64}$/, 'Invalid SDK version')

/** The generic HTTP client's `clientId` (SPEC §7); optional, never trusted. */
const clientIdSchema = z.string().max(128).optional()

/** The query every API call carries: projectId, st, sv (and the client id). */
export const projectQuery = z.object({
  projectId: projectIdSchema,
  st: sdkTypeSchema,
  sv: sdkVersionSchema,
  clientId: clientIdSchema,
})

/** The RPC URL's query: `{rpc}/v1/?chainId=…&projectId=…` (SPEC §3); st and sv optional. */
export const rpcProjectQuery = z.object({
  projectId: projectIdSchema,
  st: sdkTypeSchema.optional(),
  sv: sdkVersionSchema.optional(),
  clientId: clientIdSchema,
})
