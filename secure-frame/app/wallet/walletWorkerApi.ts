/**
 * What the frame's UI thread may ask of the wallet worker (secure-frame/KEYS.md). Shares and the
 * combined secret never cross this boundary; only addresses, signatures, statuses and, for an
 * export the user confirmed with a fresh e-mail code, the private keys themselves.
 */
import type { ServerUser } from '../api/serverUser.ts'
import type { FarcasterLoginBody, LoginCodeBody, WalletStatus } from './walletServer.ts'

/** What the frame knows of the signed-in user's wallet. */
export interface WalletView {
  evmAddress: `0x${string}`
  solanaAddress: string
  /** This browser holds a key share: it can sign without asking for recovery. */
  enrolled: boolean
  recovery: { password: boolean; passkey: { credentialId: string; prfSalt: string } | null }
}

/** A fully populated EVM transaction (the UI thread asked the chain for nonce, gas and fees). */
export interface EvmTransactionRequest {
  chainId: number
  to?: `0x${string}`
  value?: string
  data?: `0x${string}`
  nonce: number
  gas: string
  /** EIP-1559 fees, or `gasPrice` for a legacy transaction (decimal strings). */
  maxFeePerGas?: string
  maxPriorityFeePerGas?: string
  gasPrice?: string
}

export type EvmSignRequest =
  | { kind: 'message'; message: string | { raw: `0x${string}` } }
  | { kind: 'typedData'; typedData: unknown }
  | { kind: 'transaction'; transaction: EvmTransactionRequest }

export type SolanaSignRequest =
  | { kind: 'message'; message: string }
  | { kind: 'transactions'; transactions: string[] }

/** Recovery on a browser without a key share: the password, or a passkey's PRF output. */
export type RecoveryFactor =
  | { kind: 'password'; password: string }
  | { kind: 'passkey'; prfOutput: Uint8Array }

export interface WalletWorkerApi {
  /**
   * A new wallet's enrolment, sealed ahead for the next login (called once a login has started:
   * the user reads the mail meanwhile).
   */
  prepareLogin(): Promise<void>
  /**
   * The login's last step (POST /api/email/verify-otp, the prepared wallet with it), then the
   * wallet as after ensureWallet: made, read or re-split.
   */
  login(
    code: Omit<LoginCodeBody, 'wallet'>,
  ): Promise<{ token: string; user: ServerUser; view: WalletView }>
  /**
   * Sign In With Farcaster's last step (POST /api/farcaster/login, the prepared wallet with it),
   * once the frame server has verified the signed message; then the wallet as after `login`.
   */
  loginFarcaster(
    host: Omit<FarcasterLoginBody, 'wallet'>,
  ): Promise<{ token: string; user: ServerUser; view: WalletView }>
  /**
   * After a login or a session restore: makes the wallet, re-splits an old one, or reads it.
   * `status` is GET /api/wallet's answer when the caller already has it (the login's answer
   * carries it); otherwise the worker reads it.
   */
  ensureWallet(token: string, status?: WalletStatus): Promise<WalletView>
  /** A signature (hex) or, for a transaction, the signed serialized transaction (hex). */
  signEvm(token: string, request: EvmSignRequest): Promise<`0x${string}`>
  /** base58 signature for a message; signed base58 transactions for transactions. */
  signSolana(token: string, request: SolanaSignRequest): Promise<string | string[]>
  /** Enrols this browser through the recovery share; throws WALLET_RECOVERY_PASSWORD_WRONG. */
  recover(token: string, factor: RecoveryFactor): Promise<WalletView>
  /** Sets (or replaces) a recovery method; this browser must be enrolled. */
  setRecoveryPassword(token: string, password: string): Promise<WalletView>
  setRecoveryPasskey(
    token: string,
    passkey: { credentialId: string; prfSalt: string; prfOutput: Uint8Array },
  ): Promise<WalletView>
  /** After the user confirmed and entered the mailed code: the keys, for the frame's UI only. */
  exportKeys(
    token: string,
    otp: string,
  ): Promise<{ evmPrivateKey: `0x${string}`; solanaSecretKey: string }>
}
