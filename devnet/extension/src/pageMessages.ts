/**
 * The envelope between the in-page provider (MAIN world) and the content script (ISOLATED
 * world), sent with window.postMessage. Each side parses what it receives with these schemas
 * and drops anything else. The in-page side picks a random channel id per page and says
 * `hello`; the content script binds to the first channel it hears and ignores all others.
 */
import { z } from 'zod'
import { rpcErrorSchema, walletEventSchema } from './walletEvents.ts'

export const PAGE_SOURCE = 'portico-test-wallet:page'
export const CONTENT_SOURCE = 'portico-test-wallet:content'

const channel = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
const requestId = z.number().int().nonnegative()

export const rpcMethodSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_]+$/)
export const rpcParamsSchema = z
  .union([z.array(z.unknown()), z.record(z.string(), z.unknown())])
  .optional()

export const pageToContentSchema = z.discriminatedUnion('kind', [
  z.strictObject({ source: z.literal(PAGE_SOURCE), kind: z.literal('hello'), channel }),
  z.strictObject({
    source: z.literal(PAGE_SOURCE),
    kind: z.literal('request'),
    channel,
    id: requestId,
    method: rpcMethodSchema,
    params: rpcParamsSchema,
  }),
])
export type PageToContent = z.infer<typeof pageToContentSchema>

export const contentToPageSchema = z.discriminatedUnion('kind', [
  // The content script is up (it may have started after the page's first hello).
  z.strictObject({ source: z.literal(CONTENT_SOURCE), kind: z.literal('ready') }),
  z.strictObject({ source: z.literal(CONTENT_SOURCE), kind: z.literal('hello-ack'), channel }),
  z.strictObject({
    source: z.literal(CONTENT_SOURCE),
    kind: z.literal('result'),
    channel,
    id: requestId,
    result: z.unknown(),
  }),
  z.strictObject({
    source: z.literal(CONTENT_SOURCE),
    kind: z.literal('error'),
    channel,
    id: requestId,
    error: rpcErrorSchema,
  }),
  z.strictObject({
    source: z.literal(CONTENT_SOURCE),
    kind: z.literal('event'),
    channel,
    event: walletEventSchema,
  }),
])
export type ContentToPage = z.infer<typeof contentToPageSchema>
