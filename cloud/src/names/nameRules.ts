/**
 * Names of the name service (SPEC §1, §5): a label of at least 4 letters, digits or hyphens
 * (shared `isRegistrableName`), at most 63 (a DNS label), under the zone `reown.id` or the
 * legacy `wcn.id`. Both zones name the same record: `alice.wcn.id` is `alice.reown.id`.
 * Labels are stored lower-case, so `Alice` and `alice` are one name.
 */
import { isRegistrableName } from '@portico/shared'
import { z } from 'zod'

export const NAME_ZONE = 'reown.id'
export const LEGACY_NAME_ZONE = 'wcn.id'
export const NAME_ZONES = [NAME_ZONE, LEGACY_NAME_ZONE] as const
export const MAX_LABEL_LENGTH = 63

export interface ParsedName {
  label: string
  /** The full name in the current zone, e.g. `alice.reown.id`. */
  name: string
}

/** `alice`, `alice.reown.id` or `alice.wcn.id` → { label: 'alice', name: 'alice.reown.id' }. */
export function parseName(input: string): ParsedName | null {
  const lower = input.toLowerCase()
  const zone = NAME_ZONES.find((z) => lower.endsWith(`.${z}`))
  const label = zone ? lower.slice(0, -(zone.length + 1)) : lower
  if (!isRegistrableName(label) || label.length > MAX_LABEL_LENGTH) return null
  return { label, name: fullName(label) }
}

export type NameZone = (typeof NAME_ZONES)[number]

/** `label` under `zone` (the current zone unless told). */
export function fullName(label: string, zone: NameZone = NAME_ZONE): string {
  return `${label}.${zone}`
}

/** A name in a path or message, parsed; fails with a clear text otherwise. */
export const nameSchema = z
  .string()
  .max(MAX_LABEL_LENGTH + 1 + NAME_ZONE.length)
  .transform((value, ctx) => {
    const parsed = parseName(value)
    if (!parsed) {
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: `Names are 4 to ${MAX_LABEL_LENGTH} letters, digits or hyphens, under .${NAME_ZONE} or .${LEGACY_NAME_ZONE}`,
      })
      return z.NEVER
    }
    return parsed
  })
