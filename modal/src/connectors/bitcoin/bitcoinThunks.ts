/**
 * Connecting a sats-connect (Bitcoin) wallet from the wallet list: ConnectingExternal while
 * the wallet asks, like an extension; success makes Bitcoin the active namespace and closes the
 * modal, a refusal shakes it.
 */
import { serializeError } from '@portico/shared'
import { connectFailed, connectFinished, connectStarted } from '../../store/connectingSlice.ts'
import { coreKey } from '../../store/coreServices.ts'
import type { AppThunk } from '../../store/createPorticoStore.ts'
import { closeModal, shakeModal } from '../../store/modalThunks.ts'
import { pushView } from '../../store/routerSlice.ts'
import { bitcoinKey } from './bitcoinService.ts'

export const connectBitcoinWallet =
  (wallet: { id: string; name: string; imageUrl?: string }): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    const core = services.get(coreKey)
    if (getState().router.view !== 'ConnectingExternal')
      dispatch(pushView('ConnectingExternal', { wallet: { ...wallet, rdns: wallet.id } }))
    dispatch(connectStarted(wallet.id))
    try {
      const adapter = await services.get(bitcoinKey).load()
      await adapter.connectWallet(wallet.id, { activate: true })
      dispatch(connectFinished())
      core.track('CONNECT_SUCCESS', { method: 'browser', name: wallet.name })
      dispatch(closeModal())
    } catch (error) {
      dispatch(connectFailed(serializeError(error)))
      void dispatch(shakeModal())
      core.track('CONNECT_ERROR', { message: serializeError(error).message })
    }
  }
