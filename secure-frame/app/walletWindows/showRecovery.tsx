/**
 * Shows "Unlock your wallet on this browser" in the frame and resolves with the wallet as seen
 * once this browser is enrolled. Rejects with USER_REJECTED when the user cancels, with
 * WALLET_RECOVERY_NOT_SET_UP when the wallet has no recovery method, and with the signal's reason
 * when it is aborted. The RPC path calls this before the first signature on a new browser.
 */
import type { WalletView } from '../wallet/walletWorkerApi.ts'
import { openWalletWindow } from './openWalletWindow.tsx'
import { browserPasskeyClient } from './passkeyClient.ts'
import { RecoveryStep } from './RecoveryStep.tsx'
import type { RecoveryDeps } from './walletWindowDeps.ts'

export function showRecovery(
  view: WalletView,
  deps: RecoveryDeps,
  signal: AbortSignal,
): Promise<WalletView> {
  const passkeys = deps.passkeys ?? browserPasskeyClient()
  return openWalletWindow<WalletView>(deps.state, signal, ({ resolve, reject }) => (
    <RecoveryStep
      view={view}
      deps={deps}
      passkeys={passkeys}
      onRecovered={resolve}
      onClose={reject}
    />
  ))
}
