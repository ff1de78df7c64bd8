/** The server's user as the protocol's user (frame-protocol.md §2 "user"). */
import type { FrameUser } from '@portico/shared'
import type { ServerUser } from './serverSchemas.ts'

export function toFrameUser(user: ServerUser): FrameUser {
  return {
    email: user.email ?? null,
    address: user.address,
    chainId: user.chainId,
    accounts: user.accounts ?? [{ address: user.address, type: 'eoa' }],
    smartAccountDeployed: false,
    preferredAccountType: 'eoa',
  }
}
