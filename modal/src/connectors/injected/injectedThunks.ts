/**
 * Connecting a browser-extension wallet (EIP-6963 or the legacy window.ethereum): the view
 * shows ConnectingExternal while the wallet asks; success closes the modal, a refusal shakes it.
 */
import { serializeError } from '@portico/shared'
import { connectFailed, connectFinished, connectStarted } from '../../store/connectingSlice.ts'
import { coreKey } from '../../store/coreServices.ts'
import type { AppThunk } from '../../store/createPorticoStore.ts'
import { closeModal, shakeModal } from '../../store/modalThunks.ts'
import { rememberRecentWallet } from '../../store/recentWalletsThunks.ts'
import { pushView } from '../../store/routerSlice.ts'
import { serviceKey } from '../../store/serviceKey.ts'
import { showSnackbar } from '../../store/snackbarThunks.ts'
import type { InjectedWallet } from './eip6963.ts'
import type { EvmConnectionController } from './evmConnection.ts'

export interface InjectedService {
  connection: EvmConnectionController
  /** The announced (or legacy) wallet with this connector id, if it is installed. */
  find(connectorId: string): InjectedWallet | undefined
  /** The wallet once it announces itself, or undefined after `ms`. */
  waitFor(connectorId: string, ms: number): Promise<InjectedWallet | undefined>
}

export const injectedKey = serviceKey<InjectedService>('injected')

/** Connects the injected wallet with this connector id (EIP-6963 rdns, or 'injected'). */
export const connectInjected =
  (connectorId: string): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    const { connection, find } = services.get(injectedKey)
    const core = services.get(coreKey)
    const wallet = find(connectorId)
    if (!wallet)
      return void dispatch(showSnackbar({ message: 'Wallet not found', variant: 'error' }))
    const data = {
      wallet: {
        id: connectorId,
        name: wallet.info.name,
        imageUrl: wallet.info.icon || undefined,
        rdns: wallet.info.rdns,
      },
    }
    if (getState().router.view !== 'ConnectingExternal')
      dispatch(pushView('ConnectingExternal', data))
    dispatch(connectStarted(connectorId))
    try {
      await connection.connect(wallet)
      dispatch(connectFinished())
      // Recent wallets: the catalogue entry when there is one, else the extension itself.
      dispatch(
        rememberRecentWallet({
          id: wallet.info.rdns,
          name: wallet.info.name,
          rdns: wallet.info.rdns,
        }),
      )
      core.track('CONNECT_SUCCESS', { method: 'browser', name: wallet.info.name })
      if (getState().router.view !== 'UnsupportedChain') dispatch(closeModal())
    } catch (error) {
      dispatch(connectFailed(serializeError(error)))
      void dispatch(shakeModal())
      core.track('CONNECT_ERROR', { message: serializeError(error).message })
    }
  }
