/**
 * What follows WalletConnect's own actions (SPEC §4): the reset of the connection also deletes
 * the stored deep link, and the activity list of the session that ended.
 */
import { resetTransactions } from '../../features/account/transactionsSlice.ts'
import { resetWcConnection } from '../../store/connectionSlice.ts'
import { coreKey } from '../../store/coreServices.ts'
import type { AppStartListening } from '../../store/createPorticoStore.ts'

export function addWalletConnectListeners(startAppListening: AppStartListening) {
  return startAppListening({
    actionCreator: resetWcConnection,
    effect: (_action, api) => {
      api.extra.services.get(coreKey).storage.remove('deepLinkChoice')
      api.dispatch(resetTransactions())
    },
  })
}
