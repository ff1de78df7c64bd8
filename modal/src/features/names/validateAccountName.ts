/**
 * The name a user asks to register (SPEC §5): at least 4 letters, digits or hyphens (shared's
 * `isRegistrableName`), at most 63 (a DNS label, as the cloud's registry keeps them). The user
 * types the label; a typed `.reown.id` or legacy `.wcn.id` suffix is dropped, and names are
 * lower-case (the registry keeps `Alice` and `alice` as one name).
 */
import { isRegistrableName } from '@portico/shared'
import * as z from 'zod/mini'

export const NAME_ZONE = 'reown.id'
export const LEGACY_NAME_ZONE = 'wcn.id'
export const NAME_ZONES = [NAME_ZONE, LEGACY_NAME_ZONE] as const
export const MIN_NAME_LENGTH = 4
export const MAX_NAME_LENGTH = 63

/** Why a typed name cannot be registered; each has its text in the catalogue (`names.issue.<issue>`). */
export const accountNameIssues = ['TOO_SHORT', 'INVALID_CHARACTERS', 'TOO_LONG'] as const
export type AccountNameIssue = (typeof accountNameIssues)[number]

/** `Alice.reown.id ` → `alice`: the label as typed, trimmed, lower-case, without a zone. */
export function accountNameLabel(input: string): string {
  const lower = input.trim().toLowerCase()
  const zone = NAME_ZONES.find((z) => lower.endsWith(`.${z}`))
  return zone ? lower.slice(0, -(zone.length + 1)) : lower
}

/** The label's full name in the current zone: `alice` → `alice.reown.id`. */
export const fullAccountName = (label: string): string => `${label}.${NAME_ZONE}`

/** The first rule the typed name breaks (SPEC §5), or undefined when it may be registered. */
export function getAccountNameIssue(input: string): AccountNameIssue | undefined {
  const label = accountNameLabel(input)
  if (/[^a-z0-9-]/.test(label)) return 'INVALID_CHARACTERS'
  if (label.length < MIN_NAME_LENGTH) return 'TOO_SHORT'
  if (label.length > MAX_NAME_LENGTH) return 'TOO_LONG'
  // Shared's rule is the one the cloud applies: both must agree.
  return isRegistrableName(label) ? undefined : 'INVALID_CHARACTERS'
}

/**
 * A typed name at the boundary (a string breaking no SPEC §5 rule). Only `refine`, which the
 * modal's entry already carries: a transform here would pull zod's pipe into the pre-click JS.
 */
export const accountNameSchema = z
  .string()
  .check(z.refine((input) => getAccountNameIssue(input) === undefined))
