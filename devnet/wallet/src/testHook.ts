/**
 * `window.porticoDemoWallet`: the hook e2e specs and benchmarks drive the wallet with.
 * Auto-approve applies to session requests only, never to connection proposals.
 */
import { isAutoApproveMode } from './config/pageQuery.ts'
import type { WalletController } from './controller/WalletController.ts'
import type { AutoApproveMode, WalletState } from './controller/walletState.ts'

export interface PorticoDemoWalletHook {
  setAutoApprove(mode: AutoApproveMode): void
  getState(): WalletState
}

declare global {
  interface Window {
    porticoDemoWallet?: PorticoDemoWalletHook
  }
}

export function installTestHook(controller: WalletController): void {
  window.porticoDemoWallet = {
    setAutoApprove(mode) {
      if (!isAutoApproveMode(mode))
        throw new TypeError(`setAutoApprove: "${mode}" is not one of off, approve, reject`)
      controller.setAutoApprove(mode)
    },
    // A deep copy: callers may keep or change it without touching the page's state.
    getState: () => structuredClone(controller.getState()),
  }
}
