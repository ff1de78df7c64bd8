/**
 * ConnectingFarcaster (SPEC §2): the Farcaster URL the frame answered, as a QR code to scan with
 * a Farcaster app (desktop) or a button that opens the app (phone), with the link itself and
 * Copy link. The login waits meanwhile (farcasterThunks); leaving abandons it.
 */
import { useEffect } from 'react'
import { abandonFarcaster, selectFarcasterUrl } from '../connectors/auth/farcasterThunks.ts'
import { detectPlatform } from '../connectors/walletconnect/platform.ts'
import { useModalI18n } from '../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { copyToClipboard } from '../store/snackbarThunks.ts'
import { CopyIcon } from '../ui/icons/CopyIcon.tsx'
import { QrCode } from '../ui/QrCode.tsx'
import { Spinner } from '../ui/Spinner.tsx'

export function ConnectingFarcasterView() {
  const dispatch = useAppDispatch()
  const { t } = useModalI18n()
  const url = useAppSelector(selectFarcasterUrl)
  const { mobile } = detectPlatform(navigator)
  useEffect(() => () => dispatch(abandonFarcaster()), [dispatch])

  if (!url) return <Spinner label={t('farcaster.creating')} />
  return (
    <div className="portico-body">
      <div className="portico-center">
        <p className="portico-address">{t('farcaster.title')}</p>
        {mobile ? (
          // A new tab: the dapp's page stays where it is while the app approves.
          <a
            className="portico-button"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="farcaster-open"
          >
            {t('farcaster.open')}
          </a>
        ) : (
          <>
            <QrCode value={url} label={t('farcaster.qrLabel')} testId="farcaster-qr" />
            <p className="portico-muted">{t('farcaster.scan')}</p>
            <a
              className="portico-link"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="farcaster-link"
            >
              {t('farcaster.openLink')}
            </a>
          </>
        )}
        <Spinner label={t('farcaster.waiting')} />
        <button
          type="button"
          className="portico-button portico-button-secondary"
          data-testid="farcaster-copy-link"
          onClick={() => void dispatch(copyToClipboard(url, t('wc.linkCopied')))}
        >
          <CopyIcon /> {t('wc.copyLink')}
        </button>
      </div>
    </div>
  )
}
