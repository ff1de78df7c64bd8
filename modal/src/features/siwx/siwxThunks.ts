/**
 * SIWX (SPEC §4): when the wallet is connected on a supported network and the config holds no
 * session for the account, SIWXSignMessage opens; signing creates the message, has the wallet
 * sign it and hands the session to the config; success closes the modal and is tracked;
 * failure stays on the view with SPEC §8's text and is tracked; cancel disconnects when sign-in
 * is required (back to Connect), else only closes. A disconnect ends the account's session.
 */
import {
  type CaipAddress,
  errorCatalogue,
  formatSiwxMessage,
  parseCaipAddress,
  serializeError,
} from '@portico/shared'
import { coreKey } from '../../store/coreServices.ts'
import type { AppThunk } from '../../store/createPorticoStore.ts'
import { disconnect } from '../../store/disconnectThunks.ts'
import { closeModal, showModal } from '../../store/modalThunks.ts'
import { siwxCancelled } from '../../store/routerSlice.ts'
import { serviceKey } from '../../store/serviceKey.ts'
import { selectActiveAccountType, selectActiveCaipAddress } from '../account/accountSlice.ts'
import type { SiwxConfig } from './siwxConfig.ts'
import { canSign, signableAccount, signSiwxMessage } from './siwxSigner.ts'
import { siwxFailed, siwxIdle, siwxSigning } from './siwxSlice.ts'

export const siwxKey = serviceKey<SiwxConfig>('siwx')

/** Opens SIWXSignMessage when the active account has no session. */
export const checkSiwxSession =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    const config = services.find(siwxKey)
    const core = services.get(coreKey)
    const account = signableAccount(selectActiveCaipAddress(getState()), core.networks)
    if (!config || !account) return
    const sessions = await config.getSessions(account.chainId, account.address).catch(() => [])
    if (sessions.length) return
    // The connect flow closes the modal once its connection is made: open after it is done,
    // or that close would hide SIWXSignMessage (a reconnect finds this code already loaded).
    for (let i = 0; i < 600 && getState().connecting.status === 'connecting'; i++) await pause(50)
    await pause(0)
    // The account may have changed while the sessions were read.
    if (selectActiveCaipAddress(getState()) !== `${account.chainId}:${account.address}`) return
    dispatch(siwxIdle())
    await dispatch(showModal({ view: 'SIWXSignMessage' }))
  }

/** EIP-1193's 4001 (user rejected), or a wallet's text saying so. */
const isRejection = (error: unknown) => {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
  return code === 4001 || /reject|denied|declined/i.test(serializeError(error).message)
}

/** Signs in the active account: message, wallet signature, session. */
export const signSiwx =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    const config = services.get(siwxKey)
    const core = services.get(coreKey)
    const account = signableAccount(selectActiveCaipAddress(getState()), core.networks)
    if (!account || !canSign(core, account)) {
      dispatch(siwxFailed(errorCatalogue.NO_ACTIVE_CAIP_ADDRESS.message))
      return
    }
    dispatch(siwxSigning())
    let data: Awaited<ReturnType<SiwxConfig['createMessage']>>
    try {
      data = await config.createMessage({
        accountAddress: account.address,
        chainId: account.chainId,
      })
    } catch (error) {
      // SPEC §8: the sign-in cannot start; disconnect and back to Connect.
      core.track('SIWX_AUTH_ERROR', { message: serializeError(error).message })
      dispatch(siwxFailed(errorCatalogue.SIWX_INIT_FAILED.message))
      await dispatch(disconnect()).catch(() => {})
      dispatch(siwxCancelled())
      return
    }
    const message = formatSiwxMessage(data)
    try {
      const signature = await signSiwxMessage(core, account, message)
      await config.addSession({ data, message, signature })
    } catch (error) {
      const smartAccount = selectActiveAccountType(getState()) === 'smartAccount'
      const text = smartAccount
        ? errorCatalogue.SIWX_SMART_ACCOUNT_UNSUPPORTED.message
        : isRejection(error)
          ? errorCatalogue.SIWX_SIGNATURE_DECLINED.message
          : serializeError(error).message
      core.track('SIWX_AUTH_ERROR', { message: serializeError(error).message })
      if (getState().router.view !== 'SIWXSignMessage')
        await dispatch(showModal({ view: 'SIWXSignMessage' }))
      dispatch(siwxFailed(text))
      return
    }
    dispatch(siwxIdle())
    core.track('SIWX_AUTH_SUCCESS', { network: account.chainId })
    dispatch(closeModal())
  }

/** SPEC §4: cancel disconnects when sign-in is required (back to Connect), else only closes. */
export const cancelSiwx =
  (): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { services }) => {
    const config = services.get(siwxKey)
    dispatch(siwxIdle())
    if (!config.getRequired?.()) {
      dispatch(closeModal())
      return
    }
    await dispatch(disconnect()).catch(() => {})
    dispatch(siwxCancelled())
  }

/** A disconnect (or another account) ends the previous account's session. */
export const revokeSiwxSession =
  (previous: CaipAddress): AppThunk<Promise<void>> =>
  async (_dispatch, _getState, { services }) => {
    const config = services.find(siwxKey)
    const { caipNetworkId, address } = parseCaipAddress(previous)
    await config?.revokeSession(caipNetworkId, address).catch(() => {})
  }

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
