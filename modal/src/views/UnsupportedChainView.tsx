/** UnsupportedChain: the wallet is on a network the dapp does not support (SPEC §2 rule). */

import { useModalI18n } from '../i18n/useModalI18n.ts'
import { disconnectWallet } from '../store/disconnectThunks.ts'
import { useAppDispatch } from '../store/hooks.ts'
import { NetworksView } from './NetworksView.tsx'

export function UnsupportedChainView() {
  const dispatch = useAppDispatch()
  const { t } = useModalI18n()
  return (
    <>
      <div className="portico-body">
        <p className="portico-muted">{t('unsupported.text')}</p>
      </div>
      <NetworksView />
      <div className="portico-body">
        <button
          type="button"
          className="portico-button portico-button-secondary"
          onClick={() => void dispatch(disconnectWallet())}
        >
          {t('common.disconnect')}
        </button>
      </div>
    </>
  )
}
