/**
 * The wallet worker's flows (KEYS.md) against a frame server that keeps the contract of the
 * wallet routes: today the in-memory fake (testing/createFakeWalletServer.ts); the `backends`
 * list is where the real frame server joins once its routes exist. A "browser" is its own
 * device share store; a copy of its storage is that store's dump.
 */

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ed25519 } from '@noble/curves/ed25519'
import { PorticoError } from '@portico/shared'
import { base58 } from '@scure/base'
import {
  recoverMessageAddress,
  recoverTransactionAddress,
  recoverTypedDataAddress,
  type TransactionSerialized,
} from 'viem'
import { privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadMasterKey } from '../../server/keys/loadMasterKey.ts'
import { type FrameTestEnv, startFrameTestEnv } from '../../server/testing/startFrameTestEnv.ts'
import { combineShares } from './combineShares.ts'
import { createMemoryDeviceShareStore } from './deviceShareStore.ts'
import { AAD, fromBase64url, openBytes, toBase64url } from './shareCrypto.ts'
import { createFakeWalletBackend, type WalletBackend } from './testing/createFakeWalletServer.ts'
import { createServerWalletBackend } from './testing/createServerWalletBackend.ts'
import { createWalletOps } from './walletOps.ts'
import { walletAddressesOf } from './walletSecret.ts'

const TYPED_DATA = {
  domain: { name: 'Portico', version: '1', chainId: 31337 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'Hello' },
} as const

const PASSWORD = 'correct horse battery'

let env: FrameTestEnv | undefined
let masterKey: Buffer
const dataDir = mkdtempSync(join(tmpdir(), 'frame-wallet-ops-'))
beforeAll(async () => {
  env = await startFrameTestEnv({ dataDir })
  masterKey = loadMasterKey({}, dataDir)
}, 60_000)
afterAll(async () => {
  await env?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const backends: { name: string; create(): WalletBackend }[] = [
  { name: 'the in-memory contract fake', create: createFakeWalletBackend },
  {
    name: 'the frame server',
    create: () => {
      if (!env) throw new Error('the frame server did not start')
      return createServerWalletBackend(env, masterKey)
    },
  },
]

describe.each(backends)('wallet ops with $name', ({ create }) => {
  let seq = 0
  const setup = () => {
    const backend = create()
    const email = `wallet-${++seq}-${crypto.randomUUID().slice(0, 8)}@example.com`
    /** One browser: its own store (device key and IndexedDB) across sessions. */
    const browser = (device: string) => {
      const store = createMemoryDeviceShareStore()
      return {
        store,
        async open() {
          const { server, token } = await backend.signIn(email, device)
          return { ops: createWalletOps({ server, store }), token, server }
        },
      }
    }
    return { backend, email, browser }
  }

  it('makes a wallet at first login that signs messages, typed data and transactions', async () => {
    const { browser } = setup()
    const { ops, token } = await browser('laptop').open()
    const view = await ops.ensureWallet(token)
    expect(view).toMatchObject({ enrolled: true, recovery: { password: false, passkey: null } })
    expect(view.evmAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)

    const message = 'Sign in to example.com'
    const signature = await ops.signEvm(token, { kind: 'message', message })
    expect(await recoverMessageAddress({ message, signature })).toBe(view.evmAddress)
    const raw = { raw: '0xdeadbeef' } as const
    const rawSignature = await ops.signEvm(token, { kind: 'message', message: raw })
    expect(await recoverMessageAddress({ message: raw, signature: rawSignature })).toBe(
      view.evmAddress,
    )

    const typed = await ops.signEvm(token, { kind: 'typedData', typedData: TYPED_DATA })
    expect(await recoverTypedDataAddress({ ...TYPED_DATA, signature: typed })).toBe(view.evmAddress)

    const base = { chainId: 31337, to: view.evmAddress, value: '1000', nonce: 3, gas: '21000' }
    for (const fees of [
      { maxFeePerGas: '2000000000', maxPriorityFeePerGas: '1000000000' },
      { gasPrice: '1000000000' },
    ]) {
      const signed = await ops.signEvm(token, {
        kind: 'transaction',
        transaction: { ...base, ...fees },
      })
      expect(
        await recoverTransactionAddress({ serializedTransaction: signed as TransactionSerialized }),
      ).toBe(view.evmAddress)
    }
  })

  it('signs Solana messages and transactions with the ed25519 key of its address', async () => {
    const { browser } = setup()
    const { ops, token } = await browser('laptop').open()
    const view = await ops.ensureWallet(token)
    const message = new TextEncoder().encode('hello solana')
    const signature = await ops.signSolana(token, {
      kind: 'message',
      message: base58.encode(message),
    })
    const publicKey = base58.decode(view.solanaAddress)
    expect(ed25519.verify(base58.decode(signature as string), message, publicKey)).toBe(true)

    // One required signer (the user), one program, a blockhash, no instructions.
    const body = [1, 0, 1, 2, ...publicKey, ...new Uint8Array(32), ...new Uint8Array(32).fill(7), 0]
    const wire = new Uint8Array([1, ...new Uint8Array(64), ...body])
    const [signed] = (await ops.signSolana(token, {
      kind: 'transactions',
      transactions: [base58.encode(wire)],
    })) as string[]
    const bytes = base58.decode(signed ?? '')
    expect(ed25519.verify(bytes.subarray(1, 65), bytes.subarray(65), publicKey)).toBe(true)
  })

  it('reads the wallet at the next login on the same browser, without making another', async () => {
    const { backend, email, browser } = setup()
    const laptop = browser('laptop')
    const first = await laptop.open()
    const view = await first.ops.ensureWallet(first.token)
    const again = await laptop.open()
    expect(await again.ops.ensureWallet(again.token)).toEqual(view)
    expect((await backend.dump(email)).authShares).toHaveLength(1)
    await expect(
      again.ops.signEvm(again.token, { kind: 'message', message: 'x' }),
    ).resolves.toMatch(/^0x/)
  })

  it('makes one wallet when two requests of a first login ask at once', async () => {
    const { backend, email, browser } = setup()
    const laptop = browser('laptop')
    const { ops, token } = await laptop.open()
    const [a, b] = await Promise.all([ops.ensureWallet(token), ops.ensureWallet(token)])
    expect(a).toEqual(b)
    expect((await backend.dump(email)).authShares).toHaveLength(1)
    expect(laptop.store.dump().records).toHaveLength(1)
    await expect(ops.signEvm(token, { kind: 'message', message: 'x' })).resolves.toMatch(/^0x/)
  })

  it('recovers on a new browser with the password: same addresses, signs; a wrong one stores nothing', async () => {
    const { backend, email, browser } = setup()
    const laptop = await browser('laptop').open()
    const view = await laptop.ops.ensureWallet(laptop.token)
    await expect(laptop.ops.setRecoveryPassword(laptop.token, 'too short')).rejects.toMatchObject({
      code: 'WALLET_RECOVERY_PASSWORD_WEAK',
      message: 'Use at least 12 characters',
    })
    expect(await laptop.ops.setRecoveryPassword(laptop.token, PASSWORD)).toMatchObject({
      recovery: { password: true },
    })

    const phoneBrowser = browser('phone')
    const phone = await phoneBrowser.open()
    expect(await phone.ops.ensureWallet(phone.token)).toMatchObject({
      evmAddress: view.evmAddress,
      enrolled: false,
    })
    await expect(
      phone.ops.signEvm(phone.token, { kind: 'message', message: 'x' }),
    ).rejects.toMatchObject({ code: 'WALLET_NOT_ENROLLED' })
    const enrolments = (await backend.dump(email)).authShares.length
    await expect(
      phone.ops.recover(phone.token, { kind: 'password', password: `${PASSWORD}!` }),
    ).rejects.toMatchObject({
      code: 'WALLET_RECOVERY_PASSWORD_WRONG',
      message: 'Wrong recovery password',
    })
    expect(phoneBrowser.store.dump().records).toEqual([])
    expect((await backend.dump(email)).authShares).toHaveLength(enrolments)

    const recovered = await phone.ops.recover(phone.token, { kind: 'password', password: PASSWORD })
    expect(recovered).toMatchObject({
      evmAddress: view.evmAddress,
      solanaAddress: view.solanaAddress,
      enrolled: true,
    })
    const signature = await phone.ops.signEvm(phone.token, { kind: 'message', message: 'phone' })
    expect(await recoverMessageAddress({ message: 'phone', signature })).toBe(view.evmAddress)
    // The laptop still signs: its enrolment is its own.
    await expect(
      laptop.ops.signEvm(laptop.token, { kind: 'message', message: 'x' }),
    ).resolves.toMatch(/^0x/)
  })

  it('recovers with a passkey’s PRF output, and refuses another authenticator’s', async () => {
    const { browser } = setup()
    const laptop = await browser('laptop').open()
    const view = await laptop.ops.ensureWallet(laptop.token)
    const prfOutput = crypto.getRandomValues(new Uint8Array(32))
    const passkey = { credentialId: 'cred-1', prfSalt: toBase64url(new Uint8Array(32).fill(1)) }
    expect(
      await laptop.ops.setRecoveryPasskey(laptop.token, {
        ...passkey,
        prfOutput: prfOutput.slice(),
      }),
    ).toMatchObject({ recovery: { password: false, passkey } })

    const phone = await browser('phone').open()
    await phone.ops.ensureWallet(phone.token)
    await expect(
      phone.ops.recover(phone.token, { kind: 'password', password: PASSWORD }),
    ).rejects.toMatchObject({ code: 'WALLET_RECOVERY_NOT_SET_UP' })
    await expect(
      phone.ops.recover(phone.token, {
        kind: 'passkey',
        prfOutput: crypto.getRandomValues(new Uint8Array(32)),
      }),
    ).rejects.toMatchObject({ code: 'WALLET_PASSKEY_FAILED' })
    const recovered = await phone.ops.recover(phone.token, { kind: 'passkey', prfOutput })
    expect(recovered).toMatchObject({ evmAddress: view.evmAddress, enrolled: true })
    const signature = await phone.ops.signEvm(phone.token, { kind: 'message', message: 'm' })
    expect(await recoverMessageAddress({ message: 'm', signature })).toBe(view.evmAddress)
  })

  it('exports keys that sign for both addresses, once per mailed code', async () => {
    const { backend, email, browser } = setup()
    const { ops, token, server } = await browser('laptop').open()
    const view = await ops.ensureWallet(token)
    await server.startExport(token)
    const code = await backend.exportCode(email)
    const keys = await ops.exportKeys(token, code)
    expect(privateKeyToAddress(keys.evmPrivateKey)).toBe(view.evmAddress)
    const signature = await privateKeyToAccount(keys.evmPrivateKey).signMessage({ message: 'e' })
    expect(await recoverMessageAddress({ message: 'e', signature })).toBe(view.evmAddress)

    const solana = base58.decode(keys.solanaSecretKey)
    expect(solana).toHaveLength(64)
    expect(base58.encode(solana.subarray(32))).toBe(view.solanaAddress)
    const message = new TextEncoder().encode('export')
    const solanaSignature = ed25519.sign(message, solana.subarray(0, 32))
    expect(ed25519.verify(solanaSignature, message, solana.subarray(32))).toBe(true)

    await expect(ops.exportKeys(token, code)).rejects.toBeInstanceOf(PorticoError)
  })

  it('re-splits a wallet of the old scheme at login: same addresses, whole keys gone', async () => {
    const { backend, email, browser } = setup()
    const old = await backend.createLegacyUser(email)
    const { ops, token } = await browser('laptop').open()
    expect(await ops.ensureWallet(token)).toMatchObject({ ...old, enrolled: true })
    expect((await backend.dump(email)).legacyKeys).toBeNull()
    const signature = await ops.signEvm(token, { kind: 'message', message: 'old' })
    expect(await recoverMessageAddress({ message: 'old', signature })).toBe(old.evmAddress)
  })

  it('makes no wallet in a browser whose storage does not survive a reload', async () => {
    const { backend, email } = setup()
    const { server, token } = await backend.signIn(email, 'private-window')
    const ops = createWalletOps({
      server,
      store: createMemoryDeviceShareStore({ persistent: false }),
    })
    await expect(ops.ensureWallet(token)).rejects.toMatchObject({
      code: 'WALLET_STORAGE_DENIED',
      message: 'This browser blocks the storage the wallet needs',
    })
    expect((await backend.dump(email)).authShares).toEqual([])
  })

  it('forgets its share when another browser revoked this one', async () => {
    const { browser } = setup()
    const laptopBrowser = browser('laptop')
    const laptop = await laptopBrowser.open()
    await laptop.ops.ensureWallet(laptop.token)
    await laptop.ops.setRecoveryPasskey(laptop.token, {
      credentialId: 'credential-1',
      prfSalt: toBase64url(new Uint8Array(32).fill(2)),
      prfOutput: new Uint8Array(32).fill(4),
    })
    const phone = await browser('phone').open()
    await phone.ops.ensureWallet(phone.token)
    await phone.ops.recover(phone.token, { kind: 'passkey', prfOutput: new Uint8Array(32).fill(4) })
    const { devices } = await phone.server.devices(phone.token)
    const laptopId = devices.find((d) => !d.current)?.enrolmentId ?? ''
    await expect(
      phone.server.revokeDevice(phone.token, devices.find((d) => d.current)?.enrolmentId ?? ''),
    ).rejects.toMatchObject({ code: 'WALLET_DEVICE_CURRENT' })
    await phone.server.revokeDevice(phone.token, laptopId)
    // The server refuses the revoked browser (its session ends, or its share is gone) ...
    await expect(
      laptop.ops.signEvm(laptop.token, { kind: 'message', message: 'x' }),
    ).rejects.toBeInstanceOf(PorticoError)
    // ... and at its next login it forgets its share and reports no enrolment.
    const again = await laptopBrowser.open()
    expect(await again.ops.ensureWallet(again.token)).toMatchObject({ enrolled: false })
    expect(laptopBrowser.store.dump().records).toEqual([])
  })

  it('cannot rebuild the key from the server’s data alone, nor from a browser’s storage alone', async () => {
    const { backend, email, browser } = setup()
    const laptopBrowser = browser('laptop')
    const laptop = await laptopBrowser.open()
    const view = await laptop.ops.ensureWallet(laptop.token)
    await laptop.ops.setRecoveryPassword(laptop.token, PASSWORD)
    const phone = await browser('phone').open()
    await phone.ops.ensureWallet(phone.token)
    await phone.ops.recover(phone.token, { kind: 'password', password: PASSWORD })

    // The server's copy: one auth share per enrolment; recovery shares sealed under RK.
    const server = await backend.dump(email)
    const [laptopAuth, phoneAuth] = server.authShares.map(fromBase64url)
    if (!laptopAuth || !phoneAuth) throw new Error('expected two enrolments')
    const fromServer = await addressesFromShares(laptopAuth, phoneAuth)
    expect(fromServer?.evmAddress).not.toBe(view.evmAddress)
    expect(fromServer?.solanaAddress).not.toBe(view.solanaAddress)
    expect(server.recoveryShares.every((s) => fromBase64url(s).length > 65)).toBe(true)

    // The browser's copy: its device share (and RK), opened with its own device AES key.
    const local = laptopBrowser.store.dump()
    const [record] = local.records
    if (!record || !local.aesKey) throw new Error('expected a record')
    const deviceShare = await openBytes(
      local.aesKey,
      record.deviceShare,
      AAD.deviceShare(record.enrolmentId),
    )
    const rk = await openBytes(local.aesKey, record.recoveryKey, AAD.deviceRecoveryKey)
    expect(rk).toHaveLength(32)
    const fromBrowser = await addressesFromShares(deviceShare, phoneAuth)
    expect(fromBrowser?.evmAddress).not.toBe(view.evmAddress)
    // Only both together (the normal flow) make the wallet.
    expect(walletAddressesOf(await combineShares(deviceShare, laptopAuth))).toEqual({
      evmAddress: view.evmAddress,
      solanaAddress: view.solanaAddress,
    })
  })
})

/**
 * The addresses two shares of different enrolments combine into, or null when the library
 * refuses them: each split draws its shares' x-coordinates at random, so two of different splits
 * share one about once in 255 pairs, and combine() then throws. Either way no wallet comes out.
 */
async function addressesFromShares(a: Uint8Array, b: Uint8Array) {
  try {
    return walletAddressesOf(await combineShares(a, b))
  } catch (error) {
    expect(String(error)).toMatch(/duplicate/)
    return null
  }
}
