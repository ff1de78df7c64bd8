/**
 * Receive (WalletReceive): the account's address as a QR code and as text, to copy, with the
 * network it is on, so the sender picks the right one.
 */
import { selectActiveAddress } from '../features/account/accountSlice.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { selectActiveCaipNetwork } from '../store/networkSlice.ts'
import { copyToClipboard } from '../store/snackbarThunks.ts'
import { QrCode } from '../ui/QrCode.tsx'

export function ReceiveView() {
  const dispatch = useAppDispatch()
  const address = useAppSelector(selectActiveAddress)
  const network = useAppSelector(selectActiveCaipNetwork)
  if (!address)
    return (
      <div className="portico-body">
        <p className="portico-muted">Connect a wallet to receive.</p>
      </div>
    )
  const networkName = network?.name ?? 'Unknown Network'
  return (
    <div className="portico-body portico-center">
      <QrCode value={address} label="QR code of your address" size={200} testId="receive-qr" />
      <p className="portico-muted" data-testid="receive-network">
        Receive on {networkName}
      </p>
      <p className="portico-receive-address" data-testid="receive-address">
        {address}
      </p>
      <button
        type="button"
        className="portico-button"
        data-testid="receive-copy"
        onClick={() => void dispatch(copyToClipboard(address, 'Address copied'))}
      >
        Copy address
      </button>
    </div>
  )
}
