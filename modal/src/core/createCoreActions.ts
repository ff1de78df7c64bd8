/**
 * The actions the views call (CoreActions): each does its work here, in the core, and reports
 * through the store; a view only calls one from an event handler.
 */
import {
  addRecentWallet,
  createPorticoError,
  errorCatalogue,
  getProviderAlertCode,
  PorticoError,
  type PorticoStorage,
  serializeError,
} from '@portico/shared'
import { porticoApi } from '../api/porticoApi.ts'
import type { GetWalletsQuery } from '../api/walletCatalogueTypes.ts'
import type { InjectedWallet } from '../connectors/injected/eip6963.ts'
import type { CaipNetwork } from '../chains/CaipNetwork.ts'
import { connectFailed, connectFinished, connectStarted } from '../store/connectingSlice.ts'
import { setRecentWallet, setWcLinking } from '../store/connectionSlice.ts'
import type { PorticoStore } from '../store/createPorticoStore.ts'
import { shakeModal } from '../store/modalThunks.ts'
import { setRecentWallets } from '../store/recentWalletsSlice.ts'
import { pushView, replaceView } from '../store/routerSlice.ts'
import { goBack } from '../store/routerThunks.ts'
import { showSnackbar } from '../store/snackbarThunks.ts'
import type { CoreActions } from '../ui/CoreActionsContext.ts'
import { createAccountActions } from '../features/account/createAccountActions.ts'
import { AUTH_WALLET, type AuthConnection } from '../connectors/auth/authConnection.ts'
import type { Core } from './createCore.ts'
import type { EvmConnectionController } from '../connectors/injected/evmConnection.ts'
import { createSendActions } from '../features/send/createSendActions.ts'
import type { Platform } from '../connectors/walletconnect/platform.ts'
import {
  WALLETCONNECT_CONNECTOR_ID,
  type WalletConnectConnection,
} from '../connectors/walletconnect/walletConnectConnection.ts'

export interface CoreActionsDeps {
  core: Core
  store: PorticoStore
  storage: PorticoStorage
  evm: EvmConnectionController
  auth: AuthConnection
  wc: WalletConnectConnection
  platform: Platform
  findWallet(connectorId: string): InjectedWallet | undefined
  track(event: string, properties?: Record<string, unknown>): void
  /** A network's RPC URL (the dapp's rpcMap first): the send reads gas and receipts there. */
  rpcUrl?(network: CaipNetwork): string | undefined
}

export function createCoreActions(deps: CoreActionsDeps): CoreActions {
  const { core, store, storage, evm, auth, wc, platform, findWallet, track } = deps
  const { dispatch } = store
  const fail = (message: string) => dispatch(showSnackbar({ message, variant: 'error' }))
  /** An error for the user: a provider text that means an alert shows the alert's title. */
  const reportError = (error: unknown) => {
    const alert = getProviderAlertCode(error)
    fail(alert ? errorCatalogue[alert].message : serializeError(error).message)
  }
  const emailConnected = () => {
    track('CONNECT_SUCCESS', { method: 'email', name: AUTH_WALLET.name })
    core.close()
  }

  const connectInjected = async (connectorId: string) => {
    const wallet = findWallet(connectorId)
    if (!wallet) return fail('Wallet not found')
    const data = {
      wallet: {
        id: connectorId,
        name: wallet.info.name,
        imageUrl: wallet.info.icon || undefined,
        rdns: wallet.info.rdns,
      },
    }
    if (store.getState().router.view !== 'ConnectingExternal')
      dispatch(pushView('ConnectingExternal', data))
    dispatch(connectStarted(connectorId))
    try {
      await evm.connect(wallet)
      dispatch(connectFinished())
      rememberWallet(wallet)
      track('CONNECT_SUCCESS', { method: 'browser', name: wallet.info.name })
      if (store.getState().router.view !== 'UnsupportedChain') core.close()
    } catch (error) {
      dispatch(connectFailed(serializeError(error)))
      void dispatch(shakeModal())
      track('CONNECT_ERROR', { message: serializeError(error).message })
    }
  }

  /**
   * Pairs over WalletConnect. The views show the URI (QR code or the wallet's link) from the
   * connection slice; a failure sets wcError there (the view offers Try again).
   */
  const connectWalletConnect = async (options: { retry?: boolean } = {}) => {
    dispatch(connectStarted(WALLETCONNECT_CONNECTOR_ID))
    try {
      if (!(await wc.connect(options))) return
    } catch (error) {
      dispatch(connectFailed(serializeError(error)))
      track('CONNECT_ERROR', { method: 'walletconnect', message: serializeError(error).message })
      return
    }
    dispatch(connectFinished())
    // Finalizing (SPEC §4): the deep link and the recent wallet are stored, success tracked.
    const { wcLinking, recentWallet } = store.getState().connection
    if (wcLinking) storage.set('deepLinkChoice', wcLinking)
    if (recentWallet) {
      const recent = addRecentWallet(storage.get('recentWallets') ?? [], {
        id: recentWallet.id,
        name: recentWallet.name,
        ...(recentWallet.imageUrl ? { image_url: recentWallet.imageUrl } : {}),
      })
      storage.set('recentWallets', recent)
      dispatch(setRecentWallets(recent))
    }
    track('CONNECT_SUCCESS', {
      method: platform.mobile ? 'mobile' : 'qrcode',
      name: wc.wallet?.info.name ?? recentWallet?.name ?? 'WalletConnect',
    })
    if (store.getState().router.view !== 'UnsupportedChain') core.close()
  }

  /** Recent wallets (max 2): the catalogue entry when there is one, else the extension itself. */
  const rememberWallet = (wallet: InjectedWallet) => {
    const recent = addRecentWallet(storage.get('recentWallets') ?? [], {
      id: wallet.info.rdns,
      name: wallet.info.name,
      rdns: wallet.info.rdns,
    })
    storage.set('recentWallets', recent)
    dispatch(setRecentWallets(recent))
  }

  // Whichever connection is active re-reads its native balance; the others have none to read.
  const refreshNativeBalance = () => {
    for (const connection of [evm, auth, wc]) void connection.refreshBalance()
  }
  const account = createAccountActions({ store, track, refreshNativeBalance })

  return {
    close: () => core.close(),
    goBack: () => dispatch(goBack()),
    push: (view, data) => dispatch(pushView(view, data)),
    connectInjected,
    selectWallet(wallet) {
      track('SELECT_WALLET', { name: wallet.name, platform: 'browser' })
      const installed = wallet.rdns ? findWallet(wallet.rdns) : findWallet(wallet.id)
      if (installed) return void connectInjected(installed.info.rdns)
      const chosen = { id: wallet.id, name: wallet.name, imageUrl: wallet.image_url ?? undefined }
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
      // Pairing starts with the click, not when the view has rendered; the view's own call
      // reuses this attempt (SPEC §4).
      void connectWalletConnect()
    },
    connectWalletConnect,
    openWalletLink(link, name, target) {
      dispatch(setWcLinking({ href: link.href, name }))
      window.open(link.redirect, target, target === '_blank' ? 'noreferrer noopener' : undefined)
    },
    async copyLink(uri) {
      try {
        await navigator.clipboard.writeText(uri)
        dispatch(showSnackbar({ message: 'Link copied', variant: 'success' }))
      } catch {
        fail('Failed to copy')
      }
    },
    async switchNetwork(network) {
      try {
        await core.switchNetwork(network)
        // After a switch from a list: back to where the list was opened from, or closed.
        const { router } = store.getState()
        if (router.view === 'Networks') {
          if (router.history.length > 1) dispatch(goBack())
          else core.close()
        }
      } catch (error) {
        fail(serializeError(error).message)
      }
    },
    async disconnect() {
      try {
        await core.disconnect()
      } catch (error) {
        fail(serializeError(error).message)
      }
    },
    /** The catalogue from the cloud (RTK Query caches and dedupes identical queries). */
    async fetchWallets(query: GetWalletsQuery) {
      try {
        return await dispatch(
          porticoApi.endpoints.getWallets.initiate(query, { subscribe: false }),
        ).unwrap()
      } catch (error) {
        const { status, message } = error as { status?: unknown; message?: string }
        throw typeof status === 'number'
          ? createPorticoError('HTTP_STATUS', { params: { status }, status })
          : new PorticoError(message ?? 'Failed to fetch wallets', { code: 'WALLETS_FETCH_FAILED' })
      }
    },
    async connectEmail(email) {
      let action: Awaited<ReturnType<AuthConnection['connectEmail']>>
      try {
        action = await auth.connectEmail(email)
      } catch (error) {
        auth.loginFailed()
        throw error
      }
      if (action === 'CONNECT') return auth.completeLogin().then(emailConnected)
      if (action === 'VERIFY_OTP') return void dispatch(pushView('EmailVerifyOtp', { email }))
      dispatch(pushView('EmailVerifyDevice', { email }))
      try {
        await auth.connectDevice()
        dispatch(replaceView('EmailVerifyOtp', { email }))
      } catch (error) {
        if (store.getState().router.view === 'EmailVerifyDevice') reportError(error)
      }
    },
    async submitOtp(otp) {
      try {
        await auth.connectOtp(otp)
      } catch (error) {
        track('CONNECT_ERROR', { method: 'email', message: serializeError(error).message })
        void dispatch(shakeModal())
        throw error
      }
      emailConnected()
    },
    async resendEmailCode(email) {
      await auth.connectEmail(email)
    },
    async connectSocial(provider) {
      throw new PorticoError(`Login with ${provider} is not enabled yet`, {
        code: 'SOCIAL_NOT_ENABLED',
      })
    },
    reportError,
    async copyAddress(address) {
      try {
        await navigator.clipboard.writeText(address)
        dispatch(showSnackbar({ message: 'Address copied', variant: 'success' }))
      } catch {
        fail('Failed to copy')
      }
    },
    account,
    send: createSendActions({
      store,
      track,
      getProvider: () => core.getProvider('eip155'),
      rpcUrl: deps.rpcUrl ?? ((network) => network.rpcUrls.default.http[0]),
      refreshAccount: account.refresh,
    }),
  }
}
