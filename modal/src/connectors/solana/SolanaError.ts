/** A failure of the Solana connection (a wallet's odd answer, a refused network). */
import { PorticoError } from '@portico/shared'

export class SolanaError extends PorticoError {
  override name = 'SolanaError'
}
