/**
 * What `useModalProvider('bip122')` and `portico.getProvider('bip122')` give a dapp: the shape
 * AppKit gives Bitcoin dapps (its BitcoinConnector), over whichever wallet is connected — a
 * sats-connect extension or a WalletConnect session's `bip122` namespace.
 */

/** One of the wallet's addresses; `purpose` as AppKit names it. */
export interface BitcoinAccountAddress {
  address: string
  /** Hex, without 0x. */
  publicKey?: string
  /** Derivation path, e.g. "m/84'/1'/0'/0/0". */
  path?: string
  purpose: 'payment' | 'ordinal' | 'stx'
}

export interface BitcoinSignMessageParams {
  /** The address that signs (one of getAccountAddresses'). */
  address: string
  message: string
  /** ECDSA (BIP-137) or BIP-322; without it the wallet chooses (ECDSA for payment addresses). */
  protocol?: 'ecdsa' | 'bip322'
}

export interface BitcoinSendTransferParams {
  recipient: string
  /** Sats, as decimal text. */
  amount: string
}

export interface BitcoinSignPsbtParams {
  /** Base64 PSBT. */
  psbt: string
  signInputs: { address: string; index: number; sighashTypes?: number[] }[]
  broadcast?: boolean
}

export interface BitcoinSignPsbtResponse {
  /** The signed PSBT, base64. */
  psbt: string
  /** The transaction id, when broadcast. */
  txid?: string
}

export interface BitcoinProvider {
  /** The connected account's address (the payment one unless the dapp chose ordinals). */
  readonly address: string
  /** The CAIP-2 id of the network the account is on. */
  readonly caipNetworkId: string
  getAccountAddresses(): Promise<BitcoinAccountAddress[]>
  /** The signature, base64. */
  signMessage(params: BitcoinSignMessageParams): Promise<string>
  /** Pays `amount` sats from the payment address; the transaction id. */
  sendTransfer(params: BitcoinSendTransferParams): Promise<string>
  signPSBT(params: BitcoinSignPsbtParams): Promise<BitcoinSignPsbtResponse>
  /** The wallet's own request API (sats-connect or WalletConnect's bip122 methods). */
  request(args: { method: string; params?: unknown }): Promise<unknown>
}
