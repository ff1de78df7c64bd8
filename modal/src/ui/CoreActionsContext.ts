/**
 * What the views may ask of the core (connect, disconnect, switch, close…). The work is done in
 * the core; a view only calls these from its event handlers.
 */
import type { WalletLink } from '@portico/shared'
import { createContext, useContext } from 'react'
import type {
  CatalogueWallet,
  GetWalletsQuery,
  GetWalletsResult,
} from '../api/walletCatalogueTypes.ts'
import type { AccountActions } from '../features/account/AccountActions.ts'
import type { SendActions } from '../features/send/SendActions.ts'
import type { CaipNetwork } from '../chains/CaipNetwork.ts'
import type { RouterData, View } from '../store/routerSlice.ts'

export interface CoreActions {
  close(): void
  goBack(): void
  push(view: View, data?: RouterData): void
  /** Connects the injected wallet with this connector id (EIP-6963 rdns, or 'injected'). */
  connectInjected(connectorId: string): Promise<void>
  /** A catalogue wallet was chosen: its extension when installed, otherwise WalletConnect. */
  selectWallet(wallet: CatalogueWallet): void
  /** Pairs over WalletConnect (the URI lands in the connection slice); `retry` = Try again. */
  connectWalletConnect(options?: { retry?: boolean }): Promise<void>
  /** Opens the chosen wallet on the pairing URI and remembers the link (SPEC §3 wcLinking). */
  openWalletLink(link: WalletLink, name: string, target: '_self' | '_blank'): void
  copyLink(uri: string): Promise<void>
  switchNetwork(network: CaipNetwork): Promise<void>
  disconnect(): Promise<void>
  fetchWallets(query: GetWalletsQuery): Promise<GetWalletsResult>
  /** Starts the e-mail login; moves to EmailVerifyDevice or EmailVerifyOtp. */
  connectEmail(email: string): Promise<void>
  /** The one-time code from the mail: connects, or throws the frame's error text. */
  submitOtp(otp: string): Promise<void>
  /** Asks for a new code (the 30 s cooldown applies). */
  resendEmailCode(email: string): Promise<void>
  connectSocial(provider: string): Promise<void>
  /** Shows an error to the user (provider texts that mean an alert show the alert's title). */
  reportError(error: unknown): void
  copyAddress(address: string): Promise<void>
  /** The Account view's data (profile, tokens, activity, NFTs) and its tab. */
  account: AccountActions
  /** The EVM send (WalletSend, WalletSendSelectToken, WalletSendPreview). */
  send: SendActions
}

export const CoreActionsContext = createContext<CoreActions | null>(null)

export function useCoreActions(): CoreActions {
  const actions = useContext(CoreActionsContext)
  if (!actions) throw new Error('CoreActionsContext is missing')
  return actions
}
