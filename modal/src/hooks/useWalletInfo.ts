/** useWalletInfo: the connected wallet's name and icon. */
import { usePorticoState } from './usePorticoState.ts'

export function useWalletInfo() {
  return { walletInfo: usePorticoState().walletInfo }
}
