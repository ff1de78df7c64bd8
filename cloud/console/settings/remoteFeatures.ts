/**
 * The console's feature checkboxes: each starts at the stored value, or at the SPEC §1 default
 * (every feature on, the legal checkbox off; social login off, as the modal's default) when the
 * developer never set it. A save sends the
 * stored ones plus those changed here, so a feature never touched stays the dapp's choice.
 */
import { REMOTE_FEATURE_NAMES, type RemoteFeatureName } from '@portico/shared'

export type RemoteFeatures = Partial<Record<RemoteFeatureName, boolean>>
export type FeatureChecks = Record<RemoteFeatureName, boolean>

export const FEATURE_DEFAULTS: Readonly<FeatureChecks> = Object.freeze(
  Object.fromEntries(
    REMOTE_FEATURE_NAMES.map((name) => [name, name !== 'legalCheckbox' && name !== 'socials']),
  ),
) as FeatureChecks

export const FEATURE_LABELS: Readonly<Record<RemoteFeatureName, string>> = {
  swaps: 'Swaps',
  onramp: 'Buy crypto (on-ramp)',
  receive: 'Receive',
  send: 'Send',
  email: 'E-mail login',
  history: 'Activity history',
  analytics: 'Analytics events from the modal',
  legalCheckbox: 'Terms checkbox before connecting',
  socials: 'Social login (Google, GitHub, Apple, Facebook, X, Discord)',
}

export function initialFeatureChecks(stored: RemoteFeatures): FeatureChecks {
  const checks = { ...FEATURE_DEFAULTS }
  for (const name of REMOTE_FEATURE_NAMES) {
    const value = stored[name]
    if (value !== undefined) checks[name] = value
  }
  return checks
}

export function featuresPatch(stored: RemoteFeatures, checks: FeatureChecks): RemoteFeatures {
  const initial = initialFeatureChecks(stored)
  const patch: RemoteFeatures = { ...stored }
  for (const name of REMOTE_FEATURE_NAMES)
    if (checks[name] !== initial[name]) patch[name] = checks[name]
  return patch
}
