/**
 * An analytics event (SPEC §3 "Analytics event"), as the modal sends it to POST /e and the
 * cloud checks and stores it: written once, here.
 */
import * as z from 'zod/mini'
import { isJsonDepthWithin } from '../validation/isJsonDepthWithin.ts'

/** The most a props object may weigh as JSON. */
export const ANALYTICS_PROPS_MAX_JSON = 16_384
/** The deepest props may nest (objects and arrays), checked before anything serialises them. */
export const ANALYTICS_PROPS_MAX_DEPTH = 16
/** Timestamps are Unix milliseconds; one past year 9999 is not a time. */
const MAX_TIMESTAMP_MS = 253_402_300_799_000

export const analyticsEventSchema = z.object({
  eventId: z.string().check(z.minLength(1), z.maxLength(128)),
  url: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)),
  domain: z.string().check(z.minLength(1), z.maxLength(255)),
  timestamp: z.number().check(z.int(), z.positive(), z.lte(MAX_TIMESTAMP_MS)),
  props: z.record(z.string(), z.unknown()).check(
    z.refine((p) => isJsonDepthWithin(p, ANALYTICS_PROPS_MAX_DEPTH), 'props nested too deep'),
    z.refine(
      (p) =>
        isJsonDepthWithin(p, ANALYTICS_PROPS_MAX_DEPTH) &&
        JSON.stringify(p).length <= ANALYTICS_PROPS_MAX_JSON,
      'props too large',
    ),
  ),
})
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>
