// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { createPolkadotRpcSigner } from './polkadotRpcSigner.ts'

const DOT = '14fNift8UdU2Dezs3LPZUHbFVma2gpS1nxQeCkrBQRmV9Z3d'
/** The same key under the generic Substrate prefix (42). */
const SAME_KEY_42 = '5Fj5aLd4crCYn7zM5hLZL8m6e9aNzWssiTgA3TrprLjxy6Mc'
const OTHER = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const SIG = `0x00${'ab'.repeat(64)}`

describe('the Polkadot signer over WalletConnect', () => {
  it('sends polkadot_signTransaction with the complete payload and reads the signature', async () => {
    const request = vi.fn(async () => ({ id: 9, signature: SIG }))
    const signer = createPolkadotRpcSigner({ address: DOT, request })
    const payload = { address: SAME_KEY_42, method: '0x0503', version: 4 } as never
    expect(await signer.signPayload(payload)).toBe(SIG)
    expect(request).toHaveBeenCalledWith('polkadot_signTransaction', {
      address: DOT,
      transactionPayload: payload,
    })
  })

  it('refuses a payload for another key and a malformed answer', async () => {
    const request = vi.fn(async () => ({ signature: 'not hex' }))
    const signer = createPolkadotRpcSigner({ address: DOT, request })
    await expect(signer.signPayload({ address: OTHER } as never)).rejects.toThrow('another account')
    expect(request).not.toHaveBeenCalled()
    await expect(signer.signRaw('hi')).rejects.toThrow('cannot be read')
  })
})
