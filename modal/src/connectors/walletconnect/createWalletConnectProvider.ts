/**
 * The WalletConnect UniversalProvider, loaded on demand (its chunk is large and most visitors
 * never pair) and set up so that nothing leaves the configured relay and RPCs: no telemetry,
 * no provider "test" ping, and no Verify iframe (the SDK waits up to 5 s for it before showing
 * a QR code when it cannot reach the hosted Verify service).
 */
import type UniversalProviderType from '@walletconnect/universal-provider'

export type UniversalProvider = UniversalProviderType

export interface WalletConnectProviderOptions {
  projectId: string
  relayUrl: string
  metadata: { name: string; description: string; url: string; icons: string[] }
  /** Keeps this modal's WalletConnect storage apart from other WalletConnect apps on the page. */
  storagePrefix?: string
  logger?: 'error' | 'silent'
}

/** Loads the SDK's chunk; started early (when the modal opens) so the QR code is not waiting. */
export const loadWalletConnectSdk = () => import('@walletconnect/universal-provider')

export async function createWalletConnectProvider(
  options: WalletConnectProviderOptions,
): Promise<UniversalProvider> {
  const { UniversalProvider } = await loadWalletConnectSdk()
  const provider = await UniversalProvider.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    customStoragePrefix: options.storagePrefix ?? 'portico',
    logger: options.logger ?? 'error',
    telemetryEnabled: false,
    disableProviderPing: true,
  })
  // Verify attests the dapp's domain through a hidden iframe on a hosted service: not ours to
  // call, and offline it only delays every proposal and request by its 5 s timeout.
  provider.client.core.verify.register = async () => ''
  return provider
}
