import { REMOTE_FEATURE_NAMES } from '@portico/shared'
import { describe, expect, it } from 'vitest'
import { FEATURE_DEFAULTS, featuresPatch, initialFeatureChecks } from './remoteFeatures.ts'

describe('remote features', () => {
  it("defaults every feature on but the legal checkbox (SPEC §1) and social login (the modal's)", () => {
    expect(Object.keys(FEATURE_DEFAULTS)).toEqual([...REMOTE_FEATURE_NAMES])
    for (const name of REMOTE_FEATURE_NAMES)
      expect(FEATURE_DEFAULTS[name]).toBe(name !== 'legalCheckbox' && name !== 'socials')
  })

  it('starts each checkbox at the stored value, else the default', () => {
    const checks = initialFeatureChecks({ swaps: false, legalCheckbox: true })
    expect(checks).toMatchObject({ swaps: false, legalCheckbox: true, send: true, email: true })
  })

  it('saves the stored features and the ones changed, and leaves untouched ones unset', () => {
    const stored = { send: false }
    const checks = { ...initialFeatureChecks(stored), swaps: false, onramp: true }
    expect(featuresPatch(stored, checks)).toEqual({ send: false, swaps: false })
  })

  it('keeps a stored value the developer set back to what it was', () => {
    const stored = { swaps: false }
    expect(featuresPatch(stored, initialFeatureChecks(stored))).toEqual({ swaps: false })
  })
})
