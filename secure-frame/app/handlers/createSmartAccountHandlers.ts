/**
 * The smart-account requests (issue 24): GET_SMART_ACCOUNT_ENABLED_NETWORKS (the chains with a
 * bundler), INIT_SMART_ACCOUNT (the account's address and whether it is deployed) and
 * SET_PREFERRED_ACCOUNT (eoa or smartAccount for this page's session; the host stores the choice
 * under its @appkit-wallet/ key, SPEC §3, and sends it back in GET_USER after a reload).
 * smartAccount on a chain without a bundler is "Chain is not supported" and changes nothing.
 * INIT_SMART_ACCOUNT's success `{address, isDeployed}` goes to a host that named itself Portico
 * (SYNC_DAPP_DATA sdkType 'portico'); any other gets its error only (AppKit 1.7's schema has no
 * such success, and its client would hang on one) and reads the account from GET_USER.
 */
import { createPorticoError, type FrameHandlers } from '@portico/shared'
import type { SessionStore } from '../session/sessionStore.ts'
import { findSmartAccountChain } from '../wallet/smartAccount/smartAccountChain.ts'
import type { FrameState } from './frameState.ts'
import type { SmartAccountLookup } from './smartAccountLookup.ts'
import { eoaOf, withAccountType } from './withAccountType.ts'

export interface SmartAccountHandlerDeps {
  state: FrameState
  session: SessionStore
  lookup: SmartAccountLookup
}

export function createSmartAccountHandlers({
  state,
  session,
  lookup,
}: SmartAccountHandlerDeps): FrameHandlers {
  const signedIn = () => {
    const token = session.get()
    if (!token || !state.user) throw createPorticoError('NOT_SIGNED_IN')
    return { token, user: state.user }
  }
  const chainOf = () => {
    const chain = findSmartAccountChain(state.smartAccountChains, state.chainId)
    if (!chain) throw createPorticoError('CHAIN_NOT_SUPPORTED')
    return chain
  }
  return {
    GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      return { smartAccountEnabledNetworks: state.smartAccountChains.map((c) => c.id) }
    },
    async INIT_SMART_ACCOUNT(_payload, { signal }) {
      const { token, user } = signedIn()
      const smart = await lookup(token, chainOf(), eoaOf(user), signal)
      return { address: smart.address, isDeployed: smart.deployed }
    },
    async SET_PREFERRED_ACCOUNT({ type }, { signal }) {
      const { token, user } = signedIn()
      if (type === 'smartAccount') chainOf()
      const next = await withAccountType(
        user,
        { ...state, preferredAccountType: type },
        lookup,
        token,
        signal,
      )
      state.preferredAccountType = type
      state.user = next
      return { type, address: next.address }
    },
  }
}
