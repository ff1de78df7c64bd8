/**
 * ConnectingWalletConnect: the chosen wallet has no extension here, so it pairs over
 * WalletConnect: a QR code on desktop, the wallet's link on a phone (SPEC §2, §5).
 */

import { detectPlatform } from '../connectors/walletconnect/platform.ts'
import { WALLETCONNECT_CONNECTOR_ID } from '../connectors/walletconnect/walletConnectConnection.ts'
import { useAppSelector } from '../store/hooks.ts'
import { selectRouterWallet } from '../store/routerSlice.ts'
import { QrCodeIcon } from '../ui/icons/QrCodeIcon.tsx'
import { WalletImage } from '../ui/WalletImage.tsx'
import { WalletConnectPairing } from './walletconnect/WalletConnectPairing.tsx'

export function ConnectingWalletConnectView() {
  const wallet = useAppSelector(selectRouterWallet)
  const { mobile } = detectPlatform(navigator)
  const name = wallet?.name ?? 'WalletConnect'
  return (
    <div className="portico-body">
      <div className="portico-center">
        {!wallet || wallet.id === WALLETCONNECT_CONNECTOR_ID ? (
          // Plain WalletConnect is no wallet with a logo: the same QR tile as in Connect's list.
          <span className="portico-list-item-icon portico-hero-icon">
            <QrCodeIcon />
          </span>
        ) : (
          <WalletImage name={name} src={wallet.imageUrl} size={56} />
        )}
        <p className="portico-address">{name}</p>
      </div>
      <WalletConnectPairing wallet={wallet} mobile={mobile} />
    </div>
  )
}
