/** The network to start on (SPEC §4 "Network selection"). */
import type { CaipNetworkId } from '@portico/shared'
import type { CaipNetwork } from '../chains/CaipNetwork.ts'

export interface SelectInitialNetworkInput {
  requested: readonly CaipNetwork[]
  storedActiveCaipNetworkId?: CaipNetworkId | undefined
  defaultNetwork?: CaipNetwork | undefined
}

/** The stored active network if it is requested, then the supplied default, then the first requested. */
export function selectInitialNetwork({
  requested,
  storedActiveCaipNetworkId,
  defaultNetwork,
}: SelectInitialNetworkInput): CaipNetwork | undefined {
  const stored = storedActiveCaipNetworkId
    ? requested.find((n) => n.caipNetworkId === storedActiveCaipNetworkId)
    : undefined
  return stored ?? defaultNetwork ?? requested[0]
}
