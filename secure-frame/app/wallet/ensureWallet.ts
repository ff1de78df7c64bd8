/**
 * First login and status (KEYS.md "Flows"): reads the wallet's state and makes a wallet, re-splits
 * an old one's whole keys, reports this browser's enrolment or forgets a revoked share. Its own
 * file because it is the one flow every session runs.
 */
import { createPorticoError } from '@portico/shared'
import { hexToBytes } from 'viem'
import { walletRecordKey } from './deviceShareStore.ts'
import { enrolThisBrowser } from './enrolThisBrowser.ts'
import { newRecoveryKey } from './recoveryKey.ts'
import { fromBase64url } from './shareCrypto.ts'
import { addressesOf, toView, type WalletContext } from './walletContext.ts'
import {
  newWalletSecret,
  sameAddresses,
  type WalletAddresses,
  walletAddressesOf,
} from './walletSecret.ts'
import type { WalletStatus } from './walletServer.ts'
import type { WalletView } from './walletWorkerApi.ts'

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

/**
 * Creates a wallet (or re-splits an old one's keys) and enrols this browser. Refused with
 * WALLET_STORAGE_DENIED where the share would not survive a reload: the new wallet has no
 * recovery method yet (and a re-split deletes the server's whole keys), so it would be lost.
 */
async function createFrom(
  ctx: WalletContext,
  token: string,
  secret: Uint8Array,
  expected?: WalletAddresses,
) {
  const rk = newRecoveryKey()
  try {
    if (!(await ctx.store()).persistent) throw createPorticoError('WALLET_STORAGE_DENIED')
    const addresses = walletAddressesOf(secret)
    if (expected && !sameAddresses(addresses, expected))
      throw createPorticoError('WALLET_SHARES_INVALID')
    return await enrolThisBrowser(ctx, token, secret, rk, (body) =>
      ctx.server.create(token, { ...addresses, ...body }),
    )
  } finally {
    rk.fill(0)
    secret.fill(0)
  }
}

/**
 * WalletWorkerApi.ensureWallet, unserialized (createWalletOps runs it one at a time). `known` is
 * the status the login's answer carried: one round trip fewer before a first login counts.
 */
export async function ensureWallet(
  ctx: WalletContext,
  token: string,
  known?: WalletStatus,
): Promise<WalletView> {
  const status = ctx.remember(token, known ?? (await ctx.server.status(token)))
  switch (status.state) {
    case 'none':
      return createFrom(ctx, token, newWalletSecret())
    case 'legacy':
      return createFrom(
        ctx,
        token,
        legacySecret(await ctx.server.legacyKeys(token)),
        addressesOf(status),
      )
    case 'enrolled':
      return toView(status, (await ctx.localRecord(status)) !== undefined)
    case 'notEnrolled':
      await (await ctx.store()).delete(walletRecordKey(addressesOf(status)))
      return toView(status, false)
  }
}
