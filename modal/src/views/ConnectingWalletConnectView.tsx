/**
 * ConnectingWalletConnect: the wallet has no extension here, so it would pair over WalletConnect.
 * Pairing arrives with the relay; until then this view says so plainly.
 */
import { selectRouterWallet } from '../core/viewSelectors.ts'
import { useAppSelector } from '../store/hooks.ts'
import { WalletImage } from '../ui/WalletImage.tsx'

export function ConnectingWalletConnectView() {
  const wallet = useAppSelector(selectRouterWallet)
  const name = wallet?.name ?? 'This wallet'
  return (
    <div className="portico-body">
      <div className="portico-center">
        <WalletImage name={name} src={wallet?.imageUrl} size={72} />
        <p className="portico-address">{name}</p>
        <p className="portico-muted">
          {name} is not installed in this browser, and WalletConnect pairing is not set up on this
          site yet.
        </p>
      </div>
    </div>
  )
}
