/**
 * Connecting a Polkadot extension from the wallet list: ConnectingExternal while the extension
 * asks; success makes Polkadot the active namespace and closes the modal, a refusal shakes it.
 */
import { serializeError } from '@portico/shared'
import { connectFailed, connectFinished, connectStarted } from '../../store/connectingSlice.ts'
import { coreKey } from '../../store/coreServices.ts'
import type { AppThunk } from '../../store/createPorticoStore.ts'
import { closeModal, shakeModal } from '../../store/modalThunks.ts'
import { pushView } from '../../store/routerSlice.ts'
import { polkadotKey } from './polkadotService.ts'

export const connectPolkadotWallet =
  (wallet: { id: string; name: string; imageUrl?: string }): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    const core = services.get(coreKey)
    if (getState().router.view !== 'ConnectingExternal')
      dispatch(pushView('ConnectingExternal', { wallet: { ...wallet, rdns: wallet.id } }))
    dispatch(connectStarted(wallet.id))
    try {
      const adapter = await services.get(polkadotKey).load()
      await adapter.connectExtension(wallet.id, { activate: true })
      dispatch(connectFinished())
      core.track('CONNECT_SUCCESS', { method: 'browser', name: wallet.name })
      dispatch(closeModal())
    } catch (error) {
      dispatch(connectFailed(serializeError(error)))
      void dispatch(shakeModal())
      core.track('CONNECT_ERROR', { message: serializeError(error).message })
    }
  }
