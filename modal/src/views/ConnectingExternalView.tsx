/** ConnectingExternal: waiting for a browser-extension wallet to accept; Retry after an error. */

import { connectFamilyWallet } from '../connectors/familyThunks.ts'
import { connectInjected } from '../connectors/injected/injectedThunks.ts'
import { useModalI18n } from '../i18n/useModalI18n.ts'
import { selectConnecting } from '../store/connectingSlice.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { selectRouterWallet } from '../store/routerSlice.ts'
import { Spinner } from '../ui/Spinner.tsx'
import { WalletImage } from '../ui/WalletImage.tsx'

export function ConnectingExternalView() {
  const dispatch = useAppDispatch()
  const { t, errorText } = useModalI18n()
  const wallet = useAppSelector(selectRouterWallet)
  /** The wallet's family, from the list it was chosen in (another family's retries through it). */
  const chain = useAppSelector(
    (state) => state.connectors.connectors.find((c) => c.id === wallet?.id)?.chain,
  )
  const connecting = useAppSelector(selectConnecting)
  const name = wallet?.name ?? t('common.yourWallet')
  const failed = connecting.status === 'error'
  return (
    <div className="portico-body">
      <div className="portico-center">
        <WalletImage name={name} src={wallet?.imageUrl} size={72} />
        {failed ? (
          <>
            <p className="portico-error-text" role="alert">
              {connecting.error ? errorText(connecting.error.message) : t('connecting.declined')}
            </p>
            <p className="portico-muted">{t('connecting.declinedHint')}</p>
            {wallet && (
              <button
                type="button"
                className="portico-button"
                onClick={() =>
                  void dispatch(
                    chain && chain !== 'eip155'
                      ? connectFamilyWallet({ ...wallet, chain })
                      : connectInjected(wallet.id),
                  )
                }
              >
                {t('common.tryAgain')}
              </button>
            )}
          </>
        ) : (
          <>
            <p className="portico-address">{t('connecting.continueIn', { name })}</p>
            <p className="portico-muted">{t('connecting.accept')}</p>
            <Spinner label={t('connecting.waitingFor', { name })} />
          </>
        )}
      </div>
    </div>
  )
}
