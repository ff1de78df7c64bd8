/**
 * A catalogue wallet was chosen (SPEC §4): its extension when installed, otherwise pairing over
 * WalletConnect, which starts with the click, not when the view has rendered (the view's own
 * call reuses this attempt).
 */
import type { CatalogueWallet } from '../api/walletCatalogueTypes.ts'
import { setRecentWallet, setWcLinking } from '../store/connectionSlice.ts'
import { coreKey } from '../store/coreServices.ts'
import type { AppThunk } from '../store/createPorticoStore.ts'
import { selectWalletImageUrl } from '../store/optionsSlice.ts'
import { pushView } from '../store/routerSlice.ts'
import { connectInjected, injectedKey } from './injected/injectedThunks.ts'
import { WALLETCONNECT_CONNECTOR_ID } from './walletconnect/walletConnectConnection.ts'
import { connectWalletConnect } from './walletconnect/walletConnectThunks.ts'

export const selectWallet =
  (wallet: CatalogueWallet): AppThunk =>
  (dispatch, getState, { services }) => {
    services.get(coreKey).track('SELECT_WALLET', { name: wallet.name, platform: 'browser' })
    const { find } = services.get(injectedKey)
    const installed = wallet.rdns ? find(wallet.rdns) : find(wallet.id)
    if (installed) return void dispatch(connectInjected(installed.info.rdns))
    const chosen = {
      id: wallet.id,
      name: wallet.name,
      imageUrl: selectWalletImageUrl(getState(), wallet),
    }
    // The plain WalletConnect entry is no wallet to remember.
    dispatch(setRecentWallet(wallet.id === WALLETCONNECT_CONNECTOR_ID ? undefined : chosen))
    dispatch(setWcLinking(undefined))
    dispatch(
      pushView('ConnectingWalletConnect', {
        wallet: {
          ...chosen,
          mobile_link: wallet.mobile_link,
          desktop_link: wallet.desktop_link,
          webapp_link: wallet.webapp_link,
        },
      }),
    )
    void dispatch(connectWalletConnect())
  }
