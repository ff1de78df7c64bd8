/**
 * Networks per chain family (SPEC §3 "Network state (per chain)") and the active namespace.
 * The initial choice of network is selectInitialNetwork.ts.
 */
import type { CaipNetworkId, ChainNamespace } from '@portico/shared'
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CaipNetwork } from '../chains/CaipNetwork.ts'

export interface NamespaceNetworkState {
  caipNetwork?: CaipNetwork
  requestedCaipNetworks: CaipNetwork[]
  approvedCaipNetworkIds: CaipNetworkId[]
  /** False when the wallet's session limits which networks it accepts (approvedCaipNetworkIds). */
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: number[]
}

export interface NetworkState {
  activeNamespace?: ChainNamespace
  /** Set when the active chain family changes; a listener resets the send, then clears it. */
  switchingNamespace: boolean
  byNamespace: Partial<Record<ChainNamespace, NamespaceNetworkState>>
}

const initialState: NetworkState = { switchingNamespace: false, byNamespace: {} }

const EMPTY_NAMESPACE: NamespaceNetworkState = Object.freeze({
  requestedCaipNetworks: [],
  approvedCaipNetworkIds: [],
  supportsAllNetworks: true,
  smartAccountEnabledNetworks: [],
})

function entry(state: NetworkState, namespace: ChainNamespace): NamespaceNetworkState {
  state.byNamespace[namespace] ??= { ...EMPTY_NAMESPACE }
  return state.byNamespace[namespace]
}

const forNamespace = <T>() => ({
  prepare: (namespace: ChainNamespace, value: T) => ({ payload: { namespace, value } }),
})
type ForNamespace<T> = PayloadAction<{ namespace: ChainNamespace; value: T }>

export const networkSlice = createSlice({
  name: 'network',
  initialState,
  reducers: {
    setActiveNamespace(state, { payload }: PayloadAction<ChainNamespace | undefined>) {
      if (state.activeNamespace && payload && payload !== state.activeNamespace) {
        state.switchingNamespace = true
      }
      state.activeNamespace = payload
    },
    switchingNamespaceDone(state) {
      state.switchingNamespace = false
    },
    setRequestedNetworks: {
      ...forNamespace<CaipNetwork[]>(),
      reducer(state, { payload }: ForNamespace<CaipNetwork[]>) {
        entry(state, payload.namespace).requestedCaipNetworks = payload.value
      },
    },
    /** Stores the network as given; wrap an unconfigured one in unknownNetwork(id) first. */
    setCaipNetwork: {
      ...forNamespace<CaipNetwork | undefined>(),
      reducer(state, { payload }: ForNamespace<CaipNetwork | undefined>) {
        entry(state, payload.namespace).caipNetwork = payload.value
      },
    },
    setApprovedCaipNetworkIds: {
      ...forNamespace<CaipNetworkId[]>(),
      reducer(state, { payload }: ForNamespace<CaipNetworkId[]>) {
        entry(state, payload.namespace).approvedCaipNetworkIds = payload.value
      },
    },
    setSupportsAllNetworks: {
      ...forNamespace<boolean>(),
      reducer(state, { payload }: ForNamespace<boolean>) {
        entry(state, payload.namespace).supportsAllNetworks = payload.value
      },
    },
    setSmartAccountEnabledNetworks: {
      ...forNamespace<number[]>(),
      reducer(state, { payload }: ForNamespace<number[]>) {
        entry(state, payload.namespace).smartAccountEnabledNetworks = payload.value
      },
    },
  },
})

export const {
  setActiveNamespace,
  switchingNamespaceDone,
  setRequestedNetworks,
  setCaipNetwork,
  setApprovedCaipNetworkIds,
  setSupportsAllNetworks,
  setSmartAccountEnabledNetworks,
} = networkSlice.actions

type WithNetwork = { network: NetworkState }

export const selectActiveNamespace = (state: WithNetwork): ChainNamespace | undefined =>
  state.network.activeNamespace
export const selectSwitchingNamespace = (state: WithNetwork): boolean =>
  state.network.switchingNamespace

/** A namespace's network state; a shared empty one when nothing is stored yet. */
export const selectNamespaceNetwork = (
  state: WithNetwork,
  namespace: ChainNamespace | undefined,
): NamespaceNetworkState => (namespace && state.network.byNamespace[namespace]) || EMPTY_NAMESPACE

export const selectActiveCaipNetwork = (state: WithNetwork): CaipNetwork | undefined =>
  selectNamespaceNetwork(state, state.network.activeNamespace).caipNetwork

export const selectRequestedCaipNetworks = (state: WithNetwork): CaipNetwork[] =>
  selectNamespaceNetwork(state, state.network.activeNamespace).requestedCaipNetworks

/** The configured networks of every family (the Networks view lists them all, SPEC §2). */
export const selectAllRequestedCaipNetworks = createSelector(
  [(state: WithNetwork) => state.network.byNamespace],
  (byNamespace) => Object.values(byNamespace).flatMap((n) => n?.requestedCaipNetworks ?? []),
)

export interface UnsupportedChainFlags {
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  /** A basic WalletConnect session is active (connection slice's wcBasic). */
  wcBasic: boolean
}

/**
 * SPEC §2 UnsupportedChain: the active network is not among the requested ones, network
 * switching is enabled, unsupported chains are not allowed and no basic WalletConnect session
 * is active. False while there is no active network.
 */
export function selectIsUnsupportedChain(
  state: WithNetwork,
  flags: UnsupportedChainFlags,
): boolean {
  const active = selectActiveCaipNetwork(state)
  if (!active) return false
  const requested = selectRequestedCaipNetworks(state)
  const isRequested = requested.some((n) => n.caipNetworkId === active.caipNetworkId)
  return !isRequested && flags.enableNetworkSwitch && !flags.allowUnsupportedChain && !flags.wcBasic
}
