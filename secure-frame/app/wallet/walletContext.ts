/**
 * What the wallet worker's flows (KEYS.md "Flows") share: the server contract, this browser's
 * device share store, the last status read per token and the helpers over them (this browser's
 * record, forgetting it, a status as a WalletView). One context per createWalletOps, so the
 * flows in their own files still see one cache and one store.
 */
import { createPorticoError } from '@portico/shared'
import {
  type DeviceShareRecord,
  type DeviceShareStore,
  walletRecordKey,
} from './deviceShareStore.ts'
import type { WalletAddresses } from './walletSecret.ts'
import type { WalletServer, WalletStatus } from './walletServer.ts'
import type { WalletView } from './walletWorkerApi.ts'

export interface WalletContext {
  server: WalletServer
  store(): Promise<DeviceShareStore>
  /** Keeps `status` as the last one read for `token`, and returns it. */
  remember(token: string, status: WalletStatus): WalletStatus
  /** The last status read for `token`: signing needs the addresses, not a round trip each time. */
  statusOf(token: string): Promise<WalletStatus>
  /** This browser's record of `status`'s wallet and enrolment, if it has one. */
  localRecord(status: WalletStatus): Promise<DeviceShareRecord | undefined>
  /** Forgets this browser's share of the wallet (revoked, or replaced on the server). */
  forget(token: string, status: WalletStatus): Promise<void>
}

export function addressesOf(status: WalletStatus): WalletAddresses {
  if (!status.evmAddress || !status.solanaAddress) throw createPorticoError('WALLET_NOT_ENROLLED')
  return { evmAddress: status.evmAddress as `0x${string}`, solanaAddress: status.solanaAddress }
}

export function toView(status: WalletStatus, enrolled: boolean): WalletView {
  return { ...addressesOf(status), enrolled, recovery: status.recovery }
}

export function createWalletContext(
  server: WalletServer,
  storeInput: DeviceShareStore | Promise<DeviceShareStore>,
): WalletContext {
  const store = async () => storeInput
  let known: { token: string; status: WalletStatus } | undefined
  const remember = (token: string, status: WalletStatus) => {
    known = { token, status }
    return status
  }
  return {
    server,
    store,
    remember,
    statusOf: async (token) =>
      known?.token === token ? known.status : remember(token, await server.status(token)),
    async localRecord(status) {
      const record = await (await store()).get(walletRecordKey(addressesOf(status)))
      return record && (!status.enrolmentId || record.enrolmentId === status.enrolmentId)
        ? record
        : undefined
    },
    async forget(token, status) {
      await (await store()).delete(walletRecordKey(addressesOf(status)))
      remember(token, { ...status, state: 'notEnrolled', enrolmentId: null })
    },
  }
}
