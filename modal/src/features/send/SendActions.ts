/** What the send views ask of the core (views/send). */
import type { TokenBalance } from '@portico/shared'

export interface SendActions {
  /** Starts a fresh send on WalletSend, with `token` chosen when given. */
  open(token?: TokenBalance): void
  /**
   * WalletSend opened: the account's balances to choose from and the network balance; the first
   * read after open goes past the caches.
   */
  prepare(): Promise<void>
  /** Chooses the token and returns to WalletSend. */
  selectToken(token: TokenBalance): void
  setAmount(amount: string): void
  /** The whole balance; for the native currency, less the estimated network fee. */
  setMaxAmount(): void
  /** The receiver as typed; an address gets its identity, a name its address. */
  setReceiver(input: string): void
  /** To WalletSendPreview, once the form is valid. */
  preview(): void
  /** The network fee of the send as it stands (eth_estimateGas and eth_gasPrice). */
  estimateGas(): Promise<void>
  /** Sends through the connected wallet; back to Account once it has the hash. */
  send(): Promise<void>
}
