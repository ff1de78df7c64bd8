import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import { fakeCoreServices } from '../../store/testStore.test-helpers.ts'
import { canSign, signableAccount, signSiwxMessage } from './siwxSigner.ts'

const GENESIS = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const secret = ed25519.utils.randomPrivateKey()
const publicKey = base58.encode(ed25519.getPublicKey(secret))
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const BTC_ADDRESS = 'bcrt1q8c6fshw2dlwun7ekn9qwf37cu2rn755u9ym7p0'
const networks = [
  { caipNetworkId: 'eip155:31337' },
  { caipNetworkId: GENESIS },
  { caipNetworkId: REGTEST },
]

describe('the SIWX signer', () => {
  it('signs in EVM, Solana and Bitcoin accounts on configured networks only', () => {
    expect(signableAccount(`${REGTEST}:${BTC_ADDRESS}`, networks)).toEqual({
      namespace: 'bip122',
      chainId: REGTEST,
      address: BTC_ADDRESS,
    })
    expect(signableAccount(`${GENESIS}:${publicKey}`, networks)).toEqual({
      namespace: 'solana',
      chainId: GENESIS,
      address: publicKey,
    })
    expect(signableAccount(`solana:other:${publicKey}`, networks)).toBeUndefined()
    expect(
      signableAccount(
        'bip122:000000000019d6689c085ae165831e93:bc1qxyz0000000000000000000000000000000',
        networks,
      ),
    ).toBeUndefined()
  })

  it("has the Solana wallet sign the text's bytes, and gives the signature in base58", async () => {
    const signMessage = vi.fn(async (bytes: Uint8Array) => ed25519.sign(bytes, secret))
    const core = fakeCoreServices({ familyProvider: () => ({ signMessage }) as never })
    const account = signableAccount(`${GENESIS}:${publicKey}`, networks)
    if (!account) throw new Error('no account')
    expect(canSign(core, account)).toBe(true)
    const text = 'localhost wants you to sign in with your Solana account:'
    const signature = await signSiwxMessage(core, account, text)
    expect(
      ed25519.verify(
        base58.decode(signature),
        new TextEncoder().encode(text),
        base58.decode(publicKey),
      ),
    ).toBe(true)
  })

  it("asks a WalletConnect session's solana_signMessage when the adapter holds no provider", async () => {
    const request = vi.fn(async ({ params }: { params: { message: string } }) => ({
      signature: base58.encode(ed25519.sign(base58.decode(params.message), secret)),
    }))
    const core = fakeCoreServices({
      getProvider: vi.fn((ns?: string) => (ns === 'solana' ? { request } : undefined)) as never,
    })
    const account = { namespace: 'solana' as const, chainId: GENESIS, address: publicKey }
    const signature = await signSiwxMessage(core, account, 'hello')
    expect(request).toHaveBeenCalledWith({
      method: 'solana_signMessage',
      params: { message: base58.encode(new TextEncoder().encode('hello')), pubkey: publicKey },
    })
    expect(
      ed25519.verify(
        base58.decode(signature),
        new TextEncoder().encode('hello'),
        base58.decode(publicKey),
      ),
    ).toBe(true)
    // Without any Solana wallet there is nothing to sign with.
    expect(canSign(fakeCoreServices(), account)).toBe(false)
  })

  it("has the Bitcoin wallet sign the text by the account's address, its base64 as is", async () => {
    const signMessage = vi.fn(async () => 'AkcwRAIgsignature')
    const core = fakeCoreServices({
      familyProvider: ((ns: string) =>
        ns === 'bip122' ? { address: BTC_ADDRESS, signMessage } : undefined) as never,
    })
    const account = { namespace: 'bip122' as const, chainId: REGTEST, address: BTC_ADDRESS }
    expect(canSign(core, account)).toBe(true)
    expect(await signSiwxMessage(core, account, 'sign in')).toBe('AkcwRAIgsignature')
    expect(signMessage).toHaveBeenCalledWith({ address: BTC_ADDRESS, message: 'sign in' })
    // Another Bitcoin account connected, or none: nothing signs for this one.
    const other = fakeCoreServices({
      familyProvider: ((ns: string) =>
        ns === 'bip122' ? { address: 'bcrt1qother', signMessage } : undefined) as never,
    })
    expect(canSign(other, account)).toBe(false)
    expect(canSign(fakeCoreServices(), account)).toBe(false)
    await expect(signSiwxMessage(fakeCoreServices(), account, 'x')).rejects.toThrow(/No wallet/)
  })
})
