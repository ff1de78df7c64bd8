/**
 * zod schemas of the params of every relay method (walletconnect-relay.md §2.2). Unknown fields
 * are dropped, as the SDK adds telemetry fields the relay has no use for.
 */
import { type ZodError, z } from 'zod'

/** Largest message (a base64 envelope) the relay stores. */
export const MAX_MESSAGE_LENGTH = 1024 * 1024
/** Longest TTL a message may ask for: 30 days. */
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60
/** Most topics or messages in one batch call. */
export const MAX_BATCH_SIZE = 500
const MAX_ATTESTATION_LENGTH = 64 * 1024

/** The type error of a field: says "is required" when it is missing. */
const expected = (what: string) => ({
  error: (issue: { input: unknown }) =>
    issue.input === undefined ? 'is required' : `must be ${what}`,
})

export const topicSchema = z
  .string(expected('a string'))
  .regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex characters')
const messageSchema = z
  .string(expected('a string'))
  .min(1, 'must not be empty')
  .max(MAX_MESSAGE_LENGTH, `must be at most ${MAX_MESSAGE_LENGTH} characters`)
const ttlSchema = z
  .number(expected('a number of seconds'))
  .int('must be a whole number of seconds')
  .min(1, 'must be at least 1 second')
  .max(MAX_TTL_SECONDS, `must be at most ${MAX_TTL_SECONDS} seconds`)
const tagSchema = z
  .number(expected('a number'))
  .int('must be an integer')
  .min(0, 'must not be negative')
  .max(0xffffffff, 'must fit in 32 bits')
const attestationSchema = z
  .string(expected('a string'))
  .max(MAX_ATTESTATION_LENGTH, 'is too long')
  .nullish()
const batch = <T extends z.ZodType>(item: T) =>
  z
    .array(item, expected('an array'))
    .min(1, 'must not be empty')
    .max(MAX_BATCH_SIZE, `must hold at most ${MAX_BATCH_SIZE} entries`)

export const publishParamsSchema = z.object({
  topic: topicSchema,
  message: messageSchema,
  ttl: ttlSchema,
  tag: tagSchema.optional(),
  prompt: z.boolean(expected('a boolean')).optional(),
  attestation: attestationSchema,
})
export type PublishParams = z.infer<typeof publishParamsSchema>

export const relayParamsSchemas = {
  irn_subscribe: z.object({ topic: topicSchema }),
  irn_batchSubscribe: z.object({ topics: batch(topicSchema) }),
  irn_unsubscribe: z.object({
    topic: topicSchema,
    id: z.string(expected('a string')).max(128).optional(),
  }),
  irn_batchUnsubscribe: z.object({
    subscriptions: batch(
      z.object({ topic: topicSchema, id: z.string(expected('a string')).max(128) }),
    ),
  }),
  irn_publish: publishParamsSchema,
  irn_batchPublish: z.object({
    messages: batch(publishParamsSchema).max(100, 'must hold at most 100 entries'),
  }),
  irn_fetchMessages: z.object({ topic: topicSchema }),
  irn_batchFetchMessages: z.object({ topics: batch(topicSchema) }),
  wc_proposeSession: z.object({
    pairingTopic: topicSchema,
    sessionProposal: messageSchema,
    ttl: ttlSchema.optional(),
    attestation: attestationSchema,
  }),
  wc_approveSession: z.object({
    sessionTopic: topicSchema,
    pairingTopic: topicSchema,
    sessionProposalResponse: messageSchema,
    sessionSettlementRequest: messageSchema,
    ttl: ttlSchema.optional(),
  }),
} as const

export type RelayMethod = keyof typeof relayParamsSchemas
export type RelayParams<M extends RelayMethod> = z.infer<(typeof relayParamsSchemas)[M]>

export function isRelayMethod(method: string): method is RelayMethod {
  return Object.hasOwn(relayParamsSchemas, method)
}

/** One line naming every failed check, e.g. `topic: must be 64 lowercase hex characters`. */
export function describeParamsError(error: ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.path.join('.')
      const message = issue.code === 'invalid_type' && !path ? 'expected an object' : issue.message
      return path ? `${path}: ${message}` : message
    })
    .join('; ')
}
