/**
 * The wallet worker's logic (WalletWorkerApi, KEYS.md "Flows") over an injected server contract
 * and device share store: makes a wallet (or re-splits an old one) and enrols this browser,
 * signs by combining the device share with the server's auth share, recovers on a new browser
 * through the recovery share, sets recovery methods and exports the keys. Every buffer holding
 * the secret, a share, RK or a KEK is wiped (`fill(0)`) in a `finally` before the answer.
 */
import { createPorticoError, PorticoError } from '@portico/shared'
import { base58 } from '@scure/base'
import { bytesToHex, hexToBytes } from 'viem'
import { combineWalletShares } from './combineShares.ts'
import { type DeviceShareStore, walletRecordKey } from './deviceShareStore.ts'
import {
  assertPasswordStrong,
  newPasswordParams,
  newRecoveryKey,
  passkeyKek,
  passwordKek,
  unwrapRecoveryKey,
  wrapRecoveryKey,
} from './recoveryKey.ts'
import {
  AAD,
  fromBase64url,
  openBytes,
  openWithRawKey,
  sealBytes,
  sealWithRawKey,
  toBase64url,
} from './shareCrypto.ts'
import { signEnrolment, signEvmWithSecret, signSolanaWithSecret } from './signWithSecret.ts'
import { splitWallet, type WalletShares, wipeShares } from './splitWallet.ts'
import {
  evmKeyOf,
  newWalletSecret,
  sameAddresses,
  solanaPublicKeyOf,
  solanaSeedOf,
  type WalletAddresses,
  walletAddressesOf,
} from './walletSecret.ts'
import type { EnrolmentBody, WalletServer, WalletStatus } from './walletServer.ts'
import type { WalletView, WalletWorkerApi } from './walletWorkerApi.ts'

export interface WalletOpsDeps {
  server: WalletServer
  /** This browser's store (a promise: the worker opens IndexedDB on first use). */
  store: DeviceShareStore | Promise<DeviceShareStore>
}

const isCode = (error: unknown, code: string) =>
  error instanceof PorticoError && error.code === code

function addressesOf(status: WalletStatus): WalletAddresses {
  if (!status.evmAddress || !status.solanaAddress) throw createPorticoError('WALLET_NOT_ENROLLED')
  return { evmAddress: status.evmAddress as `0x${string}`, solanaAddress: status.solanaAddress }
}

function toView(status: WalletStatus, enrolled: boolean): WalletView {
  return { ...addressesOf(status), enrolled, recovery: status.recovery }
}

/** An old wallet's whole keys (POST /api/wallet/legacy-keys) in the 64-byte layout. */
function legacySecret(keys: { evmPrivateKey: string; solanaSeed: string }): Uint8Array {
  const evm = hexToBytes(keys.evmPrivateKey as `0x${string}`)
  const seed = fromBase64url(keys.solanaSeed)
  try {
    if (evm.length !== 32 || seed.length !== 32) throw createPorticoError('WALLET_SHARES_INVALID')
    const secret = new Uint8Array(64)
    secret.set(evm)
    secret.set(seed, 32)
    return secret
  } finally {
    evm.fill(0)
    seed.fill(0)
  }
}

export function createWalletOps({ server, store: storeInput }: WalletOpsDeps): WalletWorkerApi {
  const store = async () => storeInput
  /** The last status read, per token: signing needs the addresses, not a round trip each time. */
  let known: { token: string; status: WalletStatus } | undefined
  const remember = (token: string, status: WalletStatus) => {
    known = { token, status }
    return status
  }
  const statusOf = async (token: string) =>
    known?.token === token ? known.status : remember(token, await server.status(token))

  /** This browser's record of `status`'s wallet and enrolment, if it has one. */
  async function localRecord(status: WalletStatus) {
    const record = await (await store()).get(walletRecordKey(addressesOf(status)))
    return record && (!status.enrolmentId || record.enrolmentId === status.enrolmentId)
      ? record
      : undefined
  }

  /** Forgets this browser's share of the wallet (revoked, or replaced on the server). */
  async function forget(token: string, status: WalletStatus) {
    await (await store()).delete(walletRecordKey(addressesOf(status)))
    remember(token, { ...status, state: 'notEnrolled', enrolmentId: null })
  }

  /**
   * A new enrolment of `secret` for this browser: split, keep the device share and RK here,
   * post the rest with `post`. The record is stored first, so a posted enrolment always has its
   * device share; a refused post puts back what was there before.
   */
  async function enrol(
    token: string,
    secret: Uint8Array,
    rk: Uint8Array,
    post: (body: EnrolmentBody) => Promise<WalletStatus>,
  ): Promise<WalletView> {
    const addresses = walletAddressesOf(secret)
    const walletKey = walletRecordKey(addresses)
    const id = crypto.randomUUID()
    let shares: WalletShares | undefined
    try {
      shares = await splitWallet(secret)
      const s = await store()
      const aesKey = await s.deviceAesKey()
      const record = {
        walletKey,
        enrolmentId: id,
        deviceShare: await sealBytes(aesKey, shares.device, AAD.deviceShare(id)),
        recoveryKey: await sealBytes(aesKey, rk, AAD.deviceRecoveryKey),
      }
      const recoveryShare = await sealWithRawKey(rk, shares.recovery, AAD.recoveryShare(id))
      const previous = await s.get(walletKey)
      await s.put(record)
      let status: WalletStatus
      try {
        status = await post({
          enrolment: { id, authShare: toBase64url(shares.auth), recoveryShare },
          signatures: signEnrolment(secret, id),
        })
      } catch (error) {
        await (previous ? s.put(previous) : s.delete(walletKey))
        throw error
      }
      if (!status.evmAddress || !sameAddresses(addressesOf(status), addresses))
        throw createPorticoError('WALLET_SHARES_INVALID')
      return toView(remember(token, status), true)
    } finally {
      wipeShares(shares)
    }
  }

  /**
   * Creates a wallet (or re-splits an old one's keys) and enrols this browser. Refused with
   * WALLET_STORAGE_DENIED where the share would not survive a reload: the new wallet has no
   * recovery method yet (and a re-split deletes the server's whole keys), so it would be lost.
   */
  async function createFrom(token: string, secret: Uint8Array, expected?: WalletAddresses) {
    const rk = newRecoveryKey()
    try {
      if (!(await store()).persistent) throw createPorticoError('WALLET_STORAGE_DENIED')
      const addresses = walletAddressesOf(secret)
      if (expected && !sameAddresses(addresses, expected))
        throw createPorticoError('WALLET_SHARES_INVALID')
      return await enrol(token, secret, rk, (body) =>
        server.create(token, { ...addresses, ...body }),
      )
    } finally {
      rk.fill(0)
      secret.fill(0)
    }
  }

  /**
   * Runs `use` with the wallet's secret combined from this browser's device share and `authShare`
   * (default: the server's auth share for this device). A server that answers WALLET_NOT_ENROLLED,
   * or names another enrolment, makes this browser forget its share.
   */
  async function withSecret<T>(
    token: string,
    use: (secret: Uint8Array, addresses: WalletAddresses) => T,
    fetchAuthShare: () => Promise<{ enrolmentId: string; authShare: string }> = () =>
      server.authShare(token),
  ): Promise<T> {
    const status = await statusOf(token)
    const addresses = addressesOf(status)
    const s = await store()
    const record = await s.get(walletRecordKey(addresses))
    if (!record) throw createPorticoError('WALLET_NOT_ENROLLED')
    let answer: { enrolmentId: string; authShare: string }
    try {
      answer = await fetchAuthShare()
    } catch (error) {
      if (isCode(error, 'WALLET_NOT_ENROLLED')) await forget(token, status)
      throw error
    }
    if (answer.enrolmentId !== record.enrolmentId) {
      await forget(token, status)
      throw createPorticoError('WALLET_NOT_ENROLLED')
    }
    let device: Uint8Array | undefined
    let auth: Uint8Array | undefined
    let secret: Uint8Array | undefined
    try {
      auth = fromBase64url(answer.authShare)
      device = await openBytes(
        await s.deviceAesKey(),
        record.deviceShare,
        AAD.deviceShare(record.enrolmentId),
      )
      secret = await combineWalletShares(device, auth, addresses)
      return use(secret, addresses)
    } finally {
      device?.fill(0)
      auth?.fill(0)
      secret?.fill(0)
    }
  }

  /** RK as this (enrolled) browser keeps it, for `use`; wiped afterwards. */
  async function withRecoveryKey<T>(token: string, use: (rk: Uint8Array) => Promise<T>) {
    const status = await statusOf(token)
    const record = await localRecord(status)
    if (!record) throw createPorticoError('WALLET_NOT_ENROLLED')
    const s = await store()
    const rk = await openBytes(await s.deviceAesKey(), record.recoveryKey, AAD.deviceRecoveryKey)
    try {
      return await use(rk)
    } finally {
      rk.fill(0)
    }
  }

  /**
   * ensureWallet and recover one at a time: two concurrent first logins (IS_CONNECTED and
   * GET_USER) would otherwise both make a wallet, and the refused one's undo would delete the
   * other's device share.
   */
  let queue: Promise<unknown> = Promise.resolve()
  const oneAtATime = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run)
    queue = next.catch(() => undefined)
    return next
  }

  const ops: WalletWorkerApi = {
    async ensureWallet(token) {
      const status = remember(token, await server.status(token))
      switch (status.state) {
        case 'none':
          return createFrom(token, newWalletSecret())
        case 'legacy':
          return createFrom(
            token,
            legacySecret(await server.legacyKeys(token)),
            addressesOf(status),
          )
        case 'enrolled':
          return toView(status, (await localRecord(status)) !== undefined)
        case 'notEnrolled':
          await (await store()).delete(walletRecordKey(addressesOf(status)))
          return toView(status, false)
      }
    },

    signEvm: (token, request) => withSecret(token, (secret) => signEvmWithSecret(secret, request)),

    signSolana: (token, request) =>
      withSecret(token, (secret, addresses) =>
        signSolanaWithSecret(secret, addresses.solanaAddress, request),
      ),

    async recover(token, factor) {
      const status = remember(token, await server.status(token))
      const addresses = addressesOf(status)
      const bundle = await server.recoveryBundle(token)
      const method = bundle.methods[factor.kind]
      if (!method) throw createPorticoError('WALLET_RECOVERY_NOT_SET_UP')
      let rk: Uint8Array | undefined
      let auth: Uint8Array | undefined
      let recovery: Uint8Array | undefined
      let secret: Uint8Array | undefined
      try {
        if (factor.kind === 'password') {
          const params = bundle.methods.password?.params
          if (!params) throw createPorticoError('WALLET_RECOVERY_NOT_SET_UP')
          rk = await unwrapRecoveryKey(
            method.wrappedKey,
            await passwordKek(factor.password, params),
            'password',
          )
        } else {
          rk = await unwrapRecoveryKey(method.wrappedKey, passkeyKek(factor.prfOutput), 'passkey')
        }
        try {
          recovery = await openWithRawKey(
            rk,
            bundle.recoveryShare,
            AAD.recoveryShare(bundle.enrolmentId),
          )
        } catch (cause) {
          throw createPorticoError('WALLET_SHARES_INVALID', { cause })
        }
        auth = fromBase64url(bundle.authShare)
        secret = await combineWalletShares(auth, recovery, addresses)
        return await enrol(token, secret, rk, (body) => server.enrol(token, body))
      } finally {
        rk?.fill(0)
        auth?.fill(0)
        recovery?.fill(0)
        secret?.fill(0)
      }
    },

    async setRecoveryPassword(token, password) {
      assertPasswordStrong(password)
      return withRecoveryKey(token, async (rk) => {
        const params = newPasswordParams()
        const wrappedKey = await wrapRecoveryKey(
          rk,
          await passwordKek(password, params),
          'password',
        )
        return toView(
          remember(token, await server.setPassword(token, { wrappedKey, params })),
          true,
        )
      })
    },

    async setRecoveryPasskey(token, { credentialId, prfSalt, prfOutput }) {
      return withRecoveryKey(token, async (rk) => {
        const wrappedKey = await wrapRecoveryKey(rk, passkeyKek(prfOutput), 'passkey')
        const status = await server.setPasskey(token, {
          wrappedKey,
          params: { credentialId, prfSalt },
        })
        return toView(remember(token, status), true)
      })
    },

    exportKeys: (token, otp) =>
      withSecret(
        token,
        (secret) => {
          const solana = new Uint8Array(64)
          try {
            solana.set(solanaSeedOf(secret))
            solana.set(solanaPublicKeyOf(secret), 32)
            return {
              evmPrivateKey: bytesToHex(evmKeyOf(secret)),
              solanaSecretKey: base58.encode(solana),
            }
          } finally {
            solana.fill(0)
          }
        },
        () => server.exportAuthShare(token, otp),
      ),
  }
  return {
    ...ops,
    ensureWallet: (token) => oneAtATime(() => ops.ensureWallet(token)),
    recover: (token, factor) => oneAtATime(() => ops.recover(token, factor)),
  }
}
