/**
 * Receive (WalletReceive): the account's address as a QR code and as text, to copy, with the
 * network it is on, so the sender picks the right one.
 */
import { selectActiveAddress } from '../features/account/accountSlice.ts'
import { useModalI18n } from '../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { selectActiveCaipNetwork } from '../store/networkSlice.ts'
import { copyToClipboard } from '../store/snackbarThunks.ts'
import { QrCode } from '../ui/QrCode.tsx'

export function ReceiveView() {
  const dispatch = useAppDispatch()
  const { t } = useModalI18n()
  const address = useAppSelector(selectActiveAddress)
  const network = useAppSelector(selectActiveCaipNetwork)
  if (!address)
    return (
      <div className="portico-body">
        <p className="portico-muted">{t('receive.notConnected')}</p>
      </div>
    )
  const networkName = network?.name ?? t('common.unknownNetwork')
  return (
    <div className="portico-body portico-center">
      <QrCode value={address} label={t('receive.qrLabel')} size={200} testId="receive-qr" />
      <p className="portico-muted" data-testid="receive-network">
        {t('receive.on', { network: networkName })}
      </p>
      <p className="portico-receive-address" data-testid="receive-address">
        {address}
      </p>
      <button
        type="button"
        className="portico-button"
        data-testid="receive-copy"
        onClick={() => void dispatch(copyToClipboard(address, t('common.addressCopied')))}
      >
        {t('common.copyAddress')}
      </button>
    </div>
  )
}
