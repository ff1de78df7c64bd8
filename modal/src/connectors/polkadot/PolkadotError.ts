/** A failure of the Polkadot connection (a wallet's odd answer, a missing RPC). */
import { PorticoError } from '@portico/shared'

export class PolkadotError extends PorticoError {
  override name = 'PolkadotError'
}
