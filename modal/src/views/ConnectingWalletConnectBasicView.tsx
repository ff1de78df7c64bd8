/**
 * ConnectingWalletConnectBasic: the desktop start when the dapp has no chain adapters (SPEC §2):
 * one WalletConnect QR code for any wallet, and the way to All Wallets.
 */
import { detectPlatform } from '../connectors/walletconnect/platform.ts'
import { useModalI18n } from '../i18n/useModalI18n.ts'
import { useAppDispatch } from '../store/hooks.ts'
import { pushView } from '../store/routerSlice.ts'
import { ListItem } from '../ui/ListItem.tsx'
import { WalletConnectPairing } from './walletconnect/WalletConnectPairing.tsx'

export function ConnectingWalletConnectBasicView() {
  const dispatch = useAppDispatch()
  const { t } = useModalI18n()
  const { mobile } = detectPlatform(navigator)
  return (
    <div className="portico-body">
      <WalletConnectPairing mobile={mobile} />
      <ListItem
        name={t('connect.allWallets')}
        chevron
        onClick={() => dispatch(pushView('AllWallets'))}
      />
    </div>
  )
}
