/**
 * Connecting a wallet of a chain family from the wallet list (a Wallet Standard, polkadot{.js}
 * or sats-connect wallet): ConnectingExternal while the wallet asks, like an extension; success
 * makes the family the active namespace and closes the modal, a refusal shakes it. Loaded on
 * that intent, with the family's adapter after it.
 */
import { type ChainNamespace, createPorticoError, serializeError } from '@portico/shared'
import { connectFailed, connectFinished, connectStarted } from '../store/connectingSlice.ts'
import { coreKey } from '../store/coreServices.ts'
import type { AppThunk } from '../store/createPorticoStore.ts'
import { closeModal, shakeModal } from '../store/modalThunks.ts'
import { pushView } from '../store/routerSlice.ts'
import { familiesKey } from './familyService.ts'

export const connectFamilyWallet =
  (wallet: {
    id: string
    name: string
    imageUrl?: string
    chain: ChainNamespace
  }): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    const core = services.get(coreKey)
    const { chain, ...shown } = wallet
    if (getState().router.view !== 'ConnectingExternal')
      dispatch(pushView('ConnectingExternal', { wallet: { ...shown, rdns: wallet.id } }))
    dispatch(connectStarted(wallet.id))
    try {
      const family = services.get(familiesKey).get(chain)
      if (!family) throw createPorticoError('NETWORK_NOT_FOUND')
      const adapter = await family.load()
      await adapter.connectWallet(wallet.id, { silent: false, activate: true })
      dispatch(connectFinished())
      core.track('CONNECT_SUCCESS', { method: 'browser', name: wallet.name })
      dispatch(closeModal())
    } catch (error) {
      dispatch(connectFailed(serializeError(error)))
      void dispatch(shakeModal())
      core.track('CONNECT_ERROR', { message: serializeError(error).message })
    }
  }
