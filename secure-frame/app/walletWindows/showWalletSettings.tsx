/**
 * Shows the "Wallet security" window in the frame (OPEN_WALLET_SETTINGS) and resolves when the
 * user closes it. The signal (RPC_ABORT, the modal closing) closes it and rejects with its reason.
 */
import { openWalletWindow } from './openWalletWindow.tsx'
import { browserPasskeyClient } from './passkeyClient.ts'
import { WalletSettingsView } from './WalletSettingsView.tsx'
import type { WalletWindowDeps } from './walletWindowDeps.ts'

export function showWalletSettings(deps: WalletWindowDeps, signal: AbortSignal): Promise<void> {
  const passkeys = deps.passkeys ?? browserPasskeyClient()
  return openWalletWindow<void>(deps.state, signal, ({ resolve }) => (
    <WalletSettingsView deps={deps} passkeys={passkeys} onClose={() => resolve()} />
  ))
}
