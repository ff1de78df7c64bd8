/**
 * After a reload, the stored connection comes back without a prompt (SPEC §4): the e-mail
 * wallet from its frame session, WalletConnect from its session, an extension once it has
 * announced itself. Meanwhile the account is 'reconnecting'; if nothing comes back, the stored
 * connector is forgotten and the account reset.
 */
import { AUTH_CONNECTOR_ID } from '../connectors/auth/authConnection.ts'
import { authKey } from '../connectors/auth/authThunks.ts'
import { injectedKey } from '../connectors/injected/injectedThunks.ts'
import { WALLETCONNECT_CONNECTOR_ID } from '../connectors/walletconnect/walletConnectConnection.ts'
import { walletConnectKey } from '../connectors/walletconnect/walletConnectThunks.ts'
import { resetAccount, setAccountStatus } from '../features/account/accountSlice.ts'
import { coreKey } from '../store/coreServices.ts'
import type { AppThunk } from '../store/createPorticoStore.ts'
import { showError } from '../store/snackbarThunks.ts'

/** How long a restore waits for the stored wallet to announce itself after a reload. */
export const RESTORE_WAIT_MS = 1500

export const restoreConnection =
  ({ withoutEvm }: { withoutEvm: boolean }): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { services }) => {
    const { storage } = services.get(coreKey)
    // Without an EVM network only a WalletConnect session on a non-EVM namespace comes back
    // here (extensions of other families restore through their adapters).
    const connectorId = withoutEvm
      ? (['solana', 'polkadot', 'bip122'] as const)
          .map((namespace) => storage.getConnectedConnectorId(namespace))
          .find((id) => id === WALLETCONNECT_CONNECTOR_ID)
      : storage.getConnectedConnectorId('eip155')
    if (!connectorId) return
    dispatch(setAccountStatus('eip155', 'reconnecting'))
    let restored: boolean
    if (connectorId === AUTH_CONNECTOR_ID) {
      restored = await services
        .get(authKey)
        .restore()
        .catch((error) => {
          dispatch(showError(error))
          return false
        })
    } else if (connectorId === WALLETCONNECT_CONNECTOR_ID) {
      restored = await services.get(walletConnectKey).connection.restore()
    } else {
      const injected = services.get(injectedKey)
      const wallet = await injected.waitFor(connectorId, RESTORE_WAIT_MS)
      restored = wallet ? await injected.connection.restore(wallet) : false
    }
    if (restored) return
    storage.removeConnectedConnectorId('eip155')
    dispatch(resetAccount('eip155'))
  }
