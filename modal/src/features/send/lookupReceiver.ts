/**
 * Who the receiver is (SPEC §3 receiverProfileName, receiverProfileImageUrl): the identity of a
 * typed address, or the address of a typed name (.reown.id and the like).
 */
import { isEvmAddress } from '@portico/shared'
import { porticoApi } from '../../api/porticoApi.ts'
import type { AppDispatch } from '../../store/createPorticoStore.ts'
import { withHexPrefix } from './validateSend.ts'

export interface ReceiverLookup {
  /** The receiver's address (for a name: the one it points at). */
  address?: string
  name?: string | null
  imageUrl?: string | null
}

/** SLIP-44 coin type of Ethereum: where a name record keeps its EVM address. */
const EVM_COIN_TYPE = '60'
const namePattern = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i

export async function lookupReceiver(
  dispatch: AppDispatch,
  input: string,
  sender?: string,
): Promise<ReceiverLookup | undefined> {
  const value = input.trim()
  if (isEvmAddress(value)) {
    const address = withHexPrefix(value)
    const identity = await dispatch(
      porticoApi.endpoints.getIdentity.initiate({ address, sender }, { subscribe: false }),
    ).unwrap()
    return { address, name: identity.name, imageUrl: identity.avatar }
  }
  if (!namePattern.test(value)) return undefined
  const profile = await dispatch(
    porticoApi.endpoints.getProfileAccount.initiate(value, { subscribe: false }),
  ).unwrap()
  const address = profile.addresses[EVM_COIN_TYPE]?.address
  if (!address || !isEvmAddress(address)) return undefined
  return { address, name: profile.name || value, imageUrl: profile.attributes?.avatar }
}
