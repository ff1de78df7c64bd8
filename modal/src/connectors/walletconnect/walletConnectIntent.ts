/**
 * The visitor is about to pick a wallet that pairs over WalletConnect (the pointer entered its
 * row, or keyboard focus reached it): the SDK loads and a pairing is created ahead, so the click
 * shows the QR code at once, without the SDK loading on every open of the modal (issue 19: the
 * heap with the modal open; click → QR). A wallet whose extension is installed connects through
 * it, so its row is no such intent; nor is anything while a wallet is connected or the rows are
 * locked by the legal checkbox. The modal closing drops an unclaimed pairing (listener beside).
 */
import { coreKey } from '../../store/coreServices.ts'
import type { AppThunk } from '../../store/createPorticoStore.ts'
import { selectConnectLocked } from '../../store/legalConsentSlice.ts'
import { injectedKey } from '../injected/injectedThunks.ts'
import { walletConnectKey } from './walletConnectThunks.ts'

/** The row's wallet (catalogue or recent): none for the plain WalletConnect row. */
export interface IntentWallet {
  id: string
  rdns?: string | null
}

export const walletConnectIntent =
  (wallet?: IntentWallet): AppThunk =>
  (_dispatch, getState, { services }) => {
    if (services.get(coreKey).activeConnection() || selectConnectLocked(getState())) return
    if (wallet) {
      const { find } = services.get(injectedKey)
      if (wallet.rdns ? find(wallet.rdns) : find(wallet.id)) return
    }
    services.get(walletConnectKey).connection.prepare()
  }
