/**
 * A name to its address (SPEC §1: the suffixes .reown.id and the legacy .wcn.id; §7 GET
 * /v1/profile/account/{name}): the record's EVM address, under coin type 60 or the chain's own
 * (ENSIP-11, a smart account's). A name that does not resolve fails with SPEC §8's 'Error
 * resolving name'.
 */
import { createPorticoError, isEvmAddress } from '@portico/shared'
import { porticoApi } from '../../api/porticoApi.ts'
import type { AppDispatch } from '../../store/createPorticoStore.ts'
import { chainCoinType, EVM_COIN_TYPE } from './registrationMessage.ts'
import { accountNameLabel, getAccountNameIssue, NAME_ZONES } from './validateAccountName.ts'

/** `alice.reown.id` or `alice.wcn.id` (any case): a name of the name service, not an address. */
export function isAccountName(input: string): boolean {
  const value = input.trim().toLowerCase()
  return (
    NAME_ZONES.some((zone) => value.endsWith(`.${zone}`)) &&
    getAccountNameIssue(accountNameLabel(value)) === undefined
  )
}

export interface ResolvedName {
  address: `0x${string}`
  /** The name in the current zone, as the cloud gives it. */
  name: string
  imageUrl?: string
}

export async function resolveName(
  dispatch: AppDispatch,
  input: string,
  chainId?: number,
): Promise<ResolvedName> {
  const value = input.trim().toLowerCase()
  if (!isAccountName(value))
    throw createPorticoError('NAME_RESOLUTION_FAILED', { details: `${value} is not a name` })
  let profile: Awaited<ReturnType<typeof readProfile>>
  try {
    profile = await readProfile(dispatch, value)
  } catch (cause) {
    throw createPorticoError('NAME_RESOLUTION_FAILED', {
      cause,
      details: `${value} did not resolve`,
    })
  }
  const coinTypes = [String(EVM_COIN_TYPE)]
  if (chainId !== undefined) coinTypes.push(String(chainCoinType(chainId)))
  const address = coinTypes
    .map((coinType) => profile.addresses[coinType]?.address)
    .find((a) => a !== undefined && isEvmAddress(a) && a.startsWith('0x'))
  if (!address)
    throw createPorticoError('NAME_RESOLUTION_FAILED', {
      details: `${value} has no EVM address`,
    })
  return {
    address: address as `0x${string}`,
    name: profile.name || value,
    imageUrl: profile.attributes.avatar,
  }
}

const readProfile = (dispatch: AppDispatch, name: string) =>
  dispatch(porticoApi.endpoints.getProfileAccount.initiate(name, { subscribe: false })).unwrap()
