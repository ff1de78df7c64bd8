/** Switching the network (SPEC §4 "Network"), as createPortico and the Networks view ask for it. */
import { createPorticoError, serializeError } from '@portico/shared'
import type { CaipNetwork } from '../chains/CaipNetwork.ts'
import { coreKey } from './coreServices.ts'
import type { AppThunk } from './createPorticoStore.ts'
import { closeModal } from './modalThunks.ts'
import { setActiveNamespace, setCaipNetwork } from './networkSlice.ts'
import { goBack } from './routerThunks.ts'
import { showSnackbar } from './snackbarThunks.ts'

/**
 * Makes `network` the active one, and its family the active namespace: the family's connected
 * wallet is asked to switch; otherwise the network is only selected. Remembered for the next visit; throws when the dapp has no such
 * network or the wallet refuses.
 */
export const changeNetwork =
  (network: CaipNetwork): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { services }) => {
    const core = services.get(coreKey)
    if (!core.networks.some((n) => n.caipNetworkId === network.caipNetworkId)) {
      throw createPorticoError('SWITCH_NETWORK_NOT_FOUND')
    }
    // Another family's network also makes that family the active namespace (SPEC §4).
    const connection = await core.connectionFor(network)
    if (connection) await connection.switchNetwork(network)
    else dispatch(setCaipNetwork(network.chainNamespace, network))
    dispatch(setActiveNamespace(network.chainNamespace))
    core.storage.set('activeNamespace', network.chainNamespace)
    core.storage.set('activeCaipNetworkId', network.caipNetworkId)
    core.track('SWITCH_NETWORK', { network: network.caipNetworkId })
  }

/** Switches; after a switch from the Networks list, back to where it was opened from, or closed. */
export const switchNetwork =
  (network: CaipNetwork): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    try {
      await dispatch(changeNetwork(network))
      const { router } = getState()
      if (router.view === 'Networks') {
        if (router.history.length > 1) dispatch(goBack())
        else dispatch(closeModal())
      }
    } catch (error) {
      dispatch(showSnackbar({ message: serializeError(error).message, variant: 'error' }))
    }
  }
