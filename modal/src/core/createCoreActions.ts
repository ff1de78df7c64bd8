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
import { connectFailed, connectFinished, connectStarted } from '../store/connectingSlice.ts'
import type { PorticoStore } from '../store/createPorticoStore.ts'
import { shakeModal } from '../store/modalThunks.ts'
import { setRecentWallets } from '../store/recentWalletsSlice.ts'
import { pushView, replaceView } from '../store/routerSlice.ts'
import { goBack } from '../store/routerThunks.ts'
import { showSnackbar } from '../store/snackbarThunks.ts'
import type { CoreActions } from '../ui/CoreActionsContext.ts'
import { AUTH_WALLET, type AuthConnection } from './authConnection.ts'
import type { Core } from './createCore.ts'
import type { EvmConnectionController } from './evmConnection.ts'

export interface CoreActionsDeps {
  core: Core
  store: PorticoStore
  storage: PorticoStorage
  evm: EvmConnectionController
  auth: AuthConnection
  findWallet(connectorId: string): InjectedWallet | undefined
  track(event: string, properties?: Record<string, unknown>): void
}

export function createCoreActions(deps: CoreActionsDeps): CoreActions {
  const { core, store, storage, evm, auth, findWallet, track } = deps
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

  return {
    close: () => core.close(),
    goBack: () => dispatch(goBack()),
    push: (view, data) => dispatch(pushView(view, data)),
    connectInjected,
    selectWallet(wallet) {
      track('SELECT_WALLET', { name: wallet.name, platform: 'browser' })
      const installed = wallet.rdns ? findWallet(wallet.rdns) : findWallet(wallet.id)
      if (installed) return void connectInjected(installed.info.rdns)
      dispatch(
        pushView('ConnectingWalletConnect', {
          wallet: { id: wallet.id, name: wallet.name, imageUrl: wallet.image_url ?? undefined },
        }),
      )
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
    refreshBalance: () => void evm.refreshBalance(),
  }
}
