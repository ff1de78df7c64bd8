/**
 * ConnectingWalletConnect: the chosen wallet has no extension here, so it pairs over
 * WalletConnect: a QR code on desktop, the wallet's link on a phone (SPEC §2, §5).
 */

import { detectPlatform } from '../connectors/walletconnect/platform.ts'
import { useAppSelector } from '../store/hooks.ts'
import { selectRouterWallet } from '../store/routerSlice.ts'
import { WalletImage } from '../ui/WalletImage.tsx'
import { WalletConnectPairing } from './walletconnect/WalletConnectPairing.tsx'

export function ConnectingWalletConnectView() {
  const wallet = useAppSelector(selectRouterWallet)
  const { mobile } = detectPlatform(navigator)
  const name = wallet?.name ?? 'WalletConnect'
  return (
    <div className="portico-body">
      <div className="portico-center">
        <WalletImage name={name} src={wallet?.imageUrl} size={56} />
        <p className="portico-address">{name}</p>
      </div>
      <WalletConnectPairing wallet={wallet} mobile={mobile} />
    </div>
  )
}
