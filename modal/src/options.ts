/**
 * createPortico's options, validated at creation. URLs default to the local stack so that a
 * fresh clone works offline; point them at public services by configuration.
 */
import * as z from 'zod/mini'

export const DEFAULT_FRAME_URL = 'http://127.0.0.1:5174'
export const DEFAULT_API_URL = 'http://127.0.0.1:4100'

const httpUrl = z.string().check(
  z.refine((value) => {
    try {
      const url = new URL(value)
      return url.protocol === 'http:' || url.protocol === 'https:'
    } catch {
      return false
    }
  }, 'Expected an http(s) URL'),
)

export const porticoOptionsSchema = z.object({
  projectId: z.string().check(z.minLength(1, 'projectId is required'), z.maxLength(64)),
  metadata: z.optional(
    z.object({
      name: z.string(),
      description: z.string(),
      url: z.string(),
      icons: z.array(z.string()),
    }),
  ),
  themeMode: z._default(z.enum(['light', 'dark']), 'dark'),
  /** Origin of the secure frame (e-mail and social login). */
  frameUrl: z._default(httpUrl, DEFAULT_FRAME_URL),
  /** Base URL of the Portico cloud API. */
  apiUrl: z._default(httpUrl, DEFAULT_API_URL),
  enableLogger: z._default(z.boolean(), false),
})

export type PorticoOptions = z.input<typeof porticoOptionsSchema>
export type ResolvedPorticoOptions = z.output<typeof porticoOptionsSchema>
