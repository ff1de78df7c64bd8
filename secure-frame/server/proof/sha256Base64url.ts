/** base64url SHA-256, as proofs carry body (`bh`) and access-token (`ath`) hashes. */
import { createHash } from 'node:crypto'

export function sha256Base64url(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('base64url')
}
