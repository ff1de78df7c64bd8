/** The worker's warm-up signs with a throwaway key: it calls nobody and leaves no secret behind. */
import { afterEach, expect, it, vi } from 'vitest'

const seen = vi.hoisted(() => ({ buffers: [] as Uint8Array[] }))

vi.mock('./signWithSecret.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./signWithSecret.ts')>()
  return {
    ...actual,
    signEnrolment: (secret: Uint8Array, id: string) => {
      seen.buffers.push(secret)
      return actual.signEnrolment(secret, id)
    },
  }
})
vi.mock('./splitWallet.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./splitWallet.ts')>()
  return {
    ...actual,
    splitWallet: async (secret: Uint8Array) => {
      const shares = await actual.splitWallet(secret)
      seen.buffers.push(secret, shares.device, shares.auth, shares.recovery)
      return shares
    },
  }
})

afterEach(() => vi.restoreAllMocks())

it('runs split, seal, combine and both signatures, then wipes every buffer, offline', async () => {
  const fetchSpy = vi.spyOn(globalThis, 'fetch')
  const { warmUpSigning } = await import('./warmUpSigning.ts')
  await warmUpSigning()
  // The throwaway secret, its three shares and the combined secret that signed.
  expect(seen.buffers).toHaveLength(5)
  for (const buffer of seen.buffers) expect(buffer.every((byte) => byte === 0)).toBe(true)
  expect(fetchSpy).not.toHaveBeenCalled()
})
