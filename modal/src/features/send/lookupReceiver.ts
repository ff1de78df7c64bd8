/**
 * Who the receiver is (SPEC §3 receiverProfileName, receiverProfileImageUrl): the identity of a
 * typed address, or the address of a typed name (.reown.id, or the legacy .wcn.id: the names
 * feature's resolveName, which fails with 'Error resolving name').
 */
import { isEvmAddress } from '@portico/shared'
import { porticoApi } from '../../api/porticoApi.ts'
import type { AppDispatch } from '../../store/createPorticoStore.ts'
import { isAccountName, resolveName } from '../names/resolveName.ts'
import { withHexPrefix } from './validateSend.ts'

export interface ReceiverLookup {
  /** The receiver's address (for a name: the one it points at). */
  address?: string
  name?: string | null
  imageUrl?: string | null
}

export async function lookupReceiver(
  dispatch: AppDispatch,
  input: string,
  sender?: string,
  chainId?: number,
): Promise<ReceiverLookup | undefined> {
  const value = input.trim()
  if (isEvmAddress(value)) {
    const address = withHexPrefix(value)
    const identity = await dispatch(
      porticoApi.endpoints.getIdentity.initiate({ address, sender }, { subscribe: false }),
    ).unwrap()
    return { address, name: identity.name, imageUrl: identity.avatar }
  }
  if (!isAccountName(value)) return undefined
  return resolveName(dispatch, value, chainId)
}
