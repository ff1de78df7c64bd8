/**
 * The pairing panel both ConnectingWalletConnect views show: the QR code of the URI (desktop) or
 * the wallet's own link (mobile), Copy link, the wallet's desktop and web-app links when the
 * catalogue has them, and the error with Try again. A URI about to expire (10 s left, SPEC §4)
 * is replaced by a fresh one while the view is open.
 */
import { formatWalletLink, PAIRING_EXPIRY_THRESHOLD_MS, type WalletPlatform } from '@portico/shared'
import { useEffect } from 'react'
import {
  connectWalletConnect,
  openWalletLink,
} from '../../connectors/walletconnect/walletConnectThunks.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { selectConnecting } from '../../store/connectingSlice.ts'
import { selectConnection } from '../../store/connectionSlice.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import type { RouterData } from '../../store/routerSlice.ts'
import { copyToClipboard } from '../../store/snackbarThunks.ts'
import { CopyIcon } from '../../ui/icons/CopyIcon.tsx'
import { QrCode } from '../../ui/QrCode.tsx'
import { Spinner } from '../../ui/Spinner.tsx'

type PairingWallet = NonNullable<RouterData['wallet']>

export function WalletConnectPairing({
  wallet,
  mobile,
}: {
  wallet?: PairingWallet
  mobile: boolean
}) {
  const dispatch = useAppDispatch()
  const { t, errorText } = useModalI18n()
  const { wcUri, wcPairingExpiry, wcError } = useAppSelector(selectConnection)
  const connecting = useAppSelector(selectConnecting)
  const name = wallet?.name ?? t('common.yourWallet')

  // Showing the view pairs; a pending attempt with a live URI is reused (SPEC §4).
  useEffect(() => {
    void dispatch(connectWalletConnect())
  }, [dispatch])

  useEffect(() => {
    if (!wcUri || wcError || wcPairingExpiry === undefined) return
    const renewIn = wcPairingExpiry - PAIRING_EXPIRY_THRESHOLD_MS - Date.now()
    const timer = setTimeout(() => void dispatch(connectWalletConnect({ retry: true })), renewIn)
    return () => clearTimeout(timer)
  }, [dispatch, wcUri, wcPairingExpiry, wcError])

  if (wcError) {
    return (
      <div className="portico-center">
        <p className="portico-error-text" role="alert" data-testid="wc-error">
          {connecting.error ? errorText(connecting.error.message) : t('connecting.declined')}
        </p>
        <p className="portico-muted">{t('connecting.declinedHint')}</p>
        <button
          type="button"
          className="portico-button"
          data-testid="wc-retry"
          onClick={() => void dispatch(connectWalletConnect({ retry: true }))}
        >
          {t('common.tryAgain')}
        </button>
      </div>
    )
  }
  if (!wcUri) return <Spinner label={t('wc.creating')} />

  const link = (platform: WalletPlatform) =>
    wallet ? formatWalletLink(wallet, platform, wcUri) : undefined
  const mobileLink = mobile ? link('mobile') : undefined
  const desktopLink = mobile ? undefined : link('desktop')
  const webappLink = link('webapp')

  return (
    <div className="portico-center">
      {mobileLink ? (
        <button
          type="button"
          className="portico-button"
          data-testid="wc-open-mobile"
          onClick={() => dispatch(openWalletLink(mobileLink, name, '_self'))}
        >
          {t('wc.open', { name })}
        </button>
      ) : (
        <>
          <QrCode value={wcUri} label={t('wc.qrLabel', { name })} testId="wc-qr" />
          <p className="portico-muted">{t('wc.scan', { name })}</p>
        </>
      )}
      {desktopLink && (
        <button
          type="button"
          className="portico-button portico-button-secondary"
          data-testid="wc-open-desktop"
          onClick={() => dispatch(openWalletLink(desktopLink, name, '_self'))}
        >
          {t('wc.openDesktop')}
        </button>
      )}
      {webappLink && (
        <button
          type="button"
          className="portico-button portico-button-secondary"
          data-testid="wc-open-webapp"
          onClick={() => dispatch(openWalletLink(webappLink, name, '_blank'))}
        >
          {t('wc.openWeb')}
        </button>
      )}
      <button
        type="button"
        className="portico-button portico-button-secondary"
        data-testid="wc-copy-link"
        onClick={() => void dispatch(copyToClipboard(wcUri, t('wc.linkCopied')))}
      >
        <CopyIcon /> {t('wc.copyLink')}
      </button>
    </div>
  )
}
