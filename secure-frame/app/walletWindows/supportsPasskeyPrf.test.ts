/** Feature detection of the recovery passkey: believe the browser's report, else assume it may. */
import { expect, it } from 'vitest'
import { supportsPasskeyPrf } from './supportsPasskeyPrf.ts'

const navigator = { credentials: {} }
const withCapabilities = (report: Record<string, boolean> | Error) =>
  Object.assign(() => {}, {
    getClientCapabilities: async () => {
      if (report instanceof Error) throw report
      return report
    },
  })

it('says no without WebAuthn, and believes getClientCapabilities where it exists', async () => {
  expect(await supportsPasskeyPrf({ navigator })).toBe(false)
  expect(
    await supportsPasskeyPrf({ PublicKeyCredential: withCapabilities({}), navigator: {} }),
  ).toBe(false)
  expect(
    await supportsPasskeyPrf({
      PublicKeyCredential: withCapabilities({ 'extension:prf': false }),
      navigator,
    }),
  ).toBe(false)
  expect(
    await supportsPasskeyPrf({
      PublicKeyCredential: withCapabilities({ 'extension:prf': true }),
      navigator,
    }),
  ).toBe(true)
})

it('assumes PRF may work where the browser cannot report capabilities', async () => {
  expect(await supportsPasskeyPrf({ PublicKeyCredential: () => {}, navigator })).toBe(true)
  expect(
    await supportsPasskeyPrf({ PublicKeyCredential: withCapabilities(new Error('x')), navigator }),
  ).toBe(true)
})
