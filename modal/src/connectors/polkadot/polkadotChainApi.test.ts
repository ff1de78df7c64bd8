// @vitest-environment node
/**
 * @polkadot/api against @polkadot/rpc-provider's MockProvider (a Substrate runtime's metadata,
 * answered in process): no Polkadot node can run here. The mock is used as the modal uses its
 * HTTP provider, without subscriptions.
 */
import { Keyring } from '@polkadot/keyring'
import { MockProvider } from '@polkadot/rpc-provider/mock'
import { TypeRegistry } from '@polkadot/types'
import { u8aToHex } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PolkadotInjectedSigner } from './PolkadotProvider.ts'
import { polkadotApi, readFreeBalance, sendTransfer } from './polkadotChainApi.ts'

/** A node's storage answers over HTTP: an absent key is null, and the batched read is there. */
class HttpLikeMockProvider extends MockProvider {
  constructor(registry: TypeRegistry) {
    super(registry)
    const { requests } = internals(this)
    const read = (db: Db, key: string) => (db[key] ? u8aToHex(db[key]) : null)
    requests.state_getStorage = (db, [key]) => read(db, key as string)
    requests.state_queryStorageAt = (db, [keys]) => [
      { block: `0x${'00'.repeat(32)}`, changes: (keys as string[]).map((k) => [k, read(db, k)]) },
    ]
  }
  override get hasSubscriptions() {
    return false
  }
}
type Db = Record<string, Uint8Array>
/** The mock's store and request table (private in its types, plain fields at run time). */
const internals = (provider: MockProvider) =>
  provider as unknown as {
    db: Db
    requests: Record<string, (db: Db, params: unknown[]) => unknown>
  }

let mock: HttpLikeMockProvider
let api: Awaited<ReturnType<typeof polkadotApi>>
let keyring: Keyring

beforeAll(async () => {
  await cryptoWaitReady()
  keyring = new Keyring({ type: 'ed25519', ss58Format: 42 })
  mock = new HttpLikeMockProvider(new TypeRegistry())
  api = await polkadotApi('http://127.0.0.1:9/mock', () => mock)
})

afterAll(async () => {
  await api.disconnect()
})

/** Stores an AccountInfo for `address` with `free` planck, as the node would hold it. */
function setAccount(address: string, free: bigint, nonce = 3) {
  const entry = api.query.system?.account
  if (!entry) throw new Error('no system.account')
  const type = entry.creator.meta.type.asMap.value
  const info = api.registry.createType(api.registry.createLookupType(type), {
    nonce,
    data: { free },
  })
  internals(mock).db[entry.key(address)] = info.toU8a()
}

describe('the Polkadot chain API (MockProvider)', () => {
  it('reads an account free balance through the node', async () => {
    const pair = keyring.addFromUri('//PorticoBalance')
    setAccount(pair.address, 12_345_678_901n)
    expect(await readFreeBalance(api, pair.address)).toBe(12_345_678_901n)
    // An account the node has no entry for has nothing.
    expect(await readFreeBalance(api, keyring.addFromUri('//Nobody').address)).toBe(0n)
  })

  it('a transfer is signed by the wallet over a complete payload and submitted', async () => {
    const pair = keyring.addFromUri('//PorticoSender')
    setAccount(pair.address, 10n ** 12n, 7)
    const to = keyring.addFromUri('//PorticoReceiver').address
    const signed: { payload: Parameters<PolkadotInjectedSigner['signPayload']>[0] }[] = []
    const signer: PolkadotInjectedSigner = {
      async signPayload(payload) {
        signed.push({ payload })
        const extrinsicPayload = api.registry.createType('ExtrinsicPayload', payload, {
          version: payload.version,
        })
        return { id: 1, signature: extrinsicPayload.sign(pair).signature }
      },
      signRaw: async () => {
        throw new Error('not used')
      },
    }
    let submitted: string | undefined
    const { requests } = internals(mock)
    requests.author_submitExtrinsic = (_db, [hex]) => {
      submitted = hex as string
      return `0x${'11'.repeat(32)}`
    }

    const hash = await sendTransfer(api, { from: pair.address, to, value: 5_000n, signer })
    expect(hash).toBe(`0x${'11'.repeat(32)}`)

    const [{ payload } = { payload: undefined }] = signed
    expect(payload).toMatchObject({ address: pair.address, nonce: '0x00000007', version: 4 })
    expect(payload?.signedExtensions.length).toBeGreaterThan(0)
    const extrinsic = api.registry.createType('Extrinsic', submitted)
    expect(extrinsic.isSigned).toBe(true)
    expect(extrinsic.signer.toString()).toBe(pair.address)
    expect(extrinsic.method.section).toBe('balances')
    expect(extrinsic.method.method).toBe('transferKeepAlive')
    expect(extrinsic.method.args[1]?.toString()).toBe('5000')
    // The signature in the extrinsic is the wallet's, over the payload it was shown.
    const bytes = api.registry
      .createType('ExtrinsicPayload', payload, { version: 4 })
      .toU8a({ method: true })
    expect(signatureVerify(bytes, extrinsic.signature.toU8a(), pair.address).isValid).toBe(true)
  })
})
