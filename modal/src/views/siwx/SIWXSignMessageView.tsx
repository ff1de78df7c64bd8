/**
 * SIWXSignMessage (SPEC §2): the wallet is connected on a supported network and no SIWX session
 * is kept. Sign asks the wallet to sign the CAIP-122 message ('Authenticating...' meanwhile);
 * a failure shows SPEC §8's text ('Signature declined', or 'This application might not support
 * Smart Accounts' for a smart account); Cancel disconnects when sign-in is required.
 */

import { selectActiveAccount } from '../../features/account/accountSlice.ts'
import { selectSiwx } from '../../features/siwx/siwxSlice.ts'
import { cancelSiwx, signSiwx } from '../../features/siwx/siwxThunks.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { Spinner } from '../../ui/Spinner.tsx'
import { WalletImage } from '../../ui/WalletImage.tsx'

export function SIWXSignMessageView() {
  const dispatch = useAppDispatch()
  const { t, errorText } = useModalI18n()
  const siwx = useAppSelector(selectSiwx)
  const wallet = useAppSelector((state) => selectActiveAccount(state).connectedWalletInfo)
  const name = wallet?.name ?? t('common.yourWallet')
  const signing = siwx.status === 'signing'
  return (
    <div className="portico-body">
      <div className="portico-center">
        <WalletImage name={name} src={wallet?.icon} size={72} />
        <p className="portico-address">{name}</p>
        <p className="portico-muted">{t('siwx.intro')}</p>
        {siwx.status === 'error' && siwx.error && (
          <p className="portico-error-text" role="alert">
            {errorText(siwx.error)}
          </p>
        )}
        {signing && <Spinner label={t('notice.SIWX_AUTHENTICATING')} />}
        <button
          type="button"
          className="portico-button"
          disabled={signing}
          onClick={() => void dispatch(signSiwx())}
        >
          {signing ? t('notice.SIWX_AUTHENTICATING') : t('siwx.sign')}
        </button>
        <button
          type="button"
          className="portico-button portico-button-secondary"
          onClick={() => void dispatch(cancelSiwx())}
        >
          {t('common.cancel')}
        </button>
      </div>
    </div>
  )
}
