/**
 * WalletKit on a hand-made Core, set up so that nothing leaves loopback: the relay is ours,
 * telemetry is off (WalletKit.init calls eventClient.init() regardless, so it is replaced
 * first), and Verify, which attests dapp domains on a hosted service, resolves to nothing.
 * The request queue is off: without it WalletKit waits 1 s between queued requests.
 * See shared/walletconnect-relay.md §3 and §5.
 */
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'

export type WalletKitClient = Awaited<ReturnType<typeof WalletKit.init>>

export interface CreateWalletKitOptions {
  projectId: string
  relayUrl: string
  /** Keeps one account's pairings and sessions apart from another's in the same browser. */
  storagePrefix: string
  metadata: WalletKitTypes.Metadata
}

export async function createWalletKit(options: CreateWalletKitOptions): Promise<WalletKitClient> {
  const core = new Core({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    customStoragePrefix: options.storagePrefix,
    telemetryEnabled: false,
    logger: 'error',
  })
  core.eventClient.init = async () => {}
  // The sign client reads a falsy answer as "not attested" (validation UNKNOWN) and goes on.
  core.verify.resolve = (async () => undefined) as unknown as typeof core.verify.resolve
  return WalletKit.init({
    core,
    metadata: options.metadata,
    signConfig: { disableRequestQueue: true },
  })
}
