/**
 * What follows WalletConnect's own actions (SPEC §4): the reset of the connection also deletes
 * the stored deep link, and the activity list of the session that ended; the modal closing drops
 * a pairing created on intent that no click claimed (walletConnectIntent.ts).
 */
import { resetTransactions } from '../../features/account/transactionsSlice.ts'
import { resetWcConnection } from '../../store/connectionSlice.ts'
import { coreKey } from '../../store/coreServices.ts'
import type { AppStartListening } from '../../store/createPorticoStore.ts'
import { modalClosed } from '../../store/modalSlice.ts'
import { walletConnectKey } from './walletConnectThunks.ts'

export function addWalletConnectListeners(startAppListening: AppStartListening) {
  const stopReset = startAppListening({
    actionCreator: resetWcConnection,
    effect: (_action, api) => {
      api.extra.services.get(coreKey).storage.remove('deepLinkChoice')
      api.dispatch(resetTransactions())
    },
  })
  const stopClose = startAppListening({
    actionCreator: modalClosed,
    effect: (_action, api) => api.extra.services.get(walletConnectKey).connection.dropPrepared(),
  })
  return () => {
    stopReset()
    stopClose()
  }
}
