/**
 * The `siwx` option's contract (SPEC §1 "optionally requires a sign-in-with-wallet message"),
 * in the shape AppKit's SIWXConfig gives dapp developers: the modal asks the config for a
 * message, has the wallet sign it, and hands the signed session back; where sessions are
 * verified and kept is the config's business. Portico's default (`cloudSiwx.ts`) verifies them
 * on the Portico cloud. Types and one guard only: this module is in the options' path.
 */
import type { SiwxMessage } from '@portico/shared'

export type { SiwxMessage }

/** SPEC §3: a session holds data, message and signature. */
export interface SiwxSession {
  /** The message's fields. */
  data: SiwxMessage
  /** The text the wallet signed. */
  message: string
  /** The wallet's signature: hex (EVM), base58 (Solana) or base64 (Bitcoin). */
  signature: string
}

export interface SiwxConfig {
  /** A new message for the account (a fresh nonce; domain and URI of this page). */
  createMessage(input: { accountAddress: string; chainId: string }): Promise<SiwxMessage>
  /** Verifies and keeps a signed session; throws when it is refused. */
  addSession(session: SiwxSession): Promise<void>
  /** Ends the sessions of the account on the chain (the modal calls it on disconnect). */
  revokeSession(chainId: string, address: string): Promise<void>
  /** Replaces every kept session. */
  setSessions(sessions: SiwxSession[]): Promise<void>
  /** The live sessions of the account on the chain; none opens SIWXSignMessage. */
  getSessions(chainId: string, address: string): Promise<SiwxSession[]>
  /** True: cancelling the sign-in disconnects the wallet (default false). */
  getRequired?(): boolean
}

const METHODS = ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions']

export function isSiwxConfig(value: unknown): value is SiwxConfig {
  return (
    typeof value === 'object' &&
    value !== null &&
    METHODS.every((name) => typeof (value as Record<string, unknown>)[name] === 'function')
  )
}

/** What `portico.getSiwxSession()` tells the dapp of the connected account's sign-in. */
export interface SiwxSessionSummary extends SiwxSession {
  /** The cloud's bearer token (Portico's default backend only). */
  token?: string
}
