/**
 * The server's user and the frame's wallet as the protocol's user (frame-protocol.md §2 "user"):
 * the address is the wallet's (made in the frame's worker), the server's other accounts (smart
 * accounts) are kept. `recoverySetUp` (Portico's own) says whether a password or passkey is set.
 */
import type { FrameUser } from '@portico/shared'
import type { ServerUser } from '../api/serverUser.ts'
import type { WalletView } from '../wallet/walletWorkerApi.ts'

export function toFrameUser(user: ServerUser, wallet: WalletView): FrameUser {
  const address = wallet.evmAddress
  const others = (user.accounts ?? []).filter(
    (a) => a.type !== 'eoa' && a.address.toLowerCase() !== address.toLowerCase(),
  )
  return {
    email: user.email ?? null,
    ...(user.userName ? { userName: user.userName } : {}),
    address,
    chainId: user.chainId,
    accounts: [{ address, type: 'eoa' }, ...others],
    smartAccountDeployed: false,
    preferredAccountType: 'eoa',
    recoverySetUp: wallet.recovery.password || wallet.recovery.passkey !== null,
  }
}
