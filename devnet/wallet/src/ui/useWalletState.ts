/** The controller's state in React: re-renders when the controller replaces it. */
import { useSyncExternalStore } from 'react'
import type { WalletController } from '../controller/WalletController.ts'
import type { WalletState } from '../controller/walletState.ts'

export function useWalletState(controller: WalletController): WalletState {
  return useSyncExternalStore(controller.subscribe, controller.getState)
}
