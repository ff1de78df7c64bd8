/**
 * The connectors a visitor can connect with (SPEC §3 "Connector"), one entry per chain family,
 * the namespace filter and the active connector per namespace.
 */
import type { ChainNamespace } from '@portico/shared'
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit'

export type ConnectorType =
  | 'AUTH'
  | 'MULTI_CHAIN'
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'WALLET_CONNECT'
  | 'EXTERNAL'

export interface Connector {
  id: string
  name: string
  chain: ChainNamespace
  type: ConnectorType
  imageId?: string
  imageUrl?: string
  explorerId?: string
  info?: { rdns?: string }
}

export interface ConnectorsState {
  connectors: Connector[]
  filterByNamespace?: ChainNamespace
  activeConnectorIds: Partial<Record<ChainNamespace, string>>
}

const initialState: ConnectorsState = { connectors: [], activeConnectorIds: {} }

const sameConnector = (a: Connector, b: Connector) => a.id === b.id && a.chain === b.chain

/** Adds or, for the same id and chain, replaces in place. */
function upsert(list: Connector[], connector: Connector) {
  const index = list.findIndex((c) => sameConnector(c, connector))
  if (index === -1) list.push(connector)
  else list[index] = connector
}

export const connectorsSlice = createSlice({
  name: 'connectors',
  initialState,
  reducers: {
    /** Replaces the list; a later entry with the same id and chain replaces an earlier one. */
    setConnectors(state, { payload }: PayloadAction<Connector[]>) {
      state.connectors = []
      for (const connector of payload) upsert(state.connectors, connector)
    },
    /** Replaces one chain family's connectors, leaving the others' (each discovery owns its own). */
    setNamespaceConnectors: {
      prepare: (chain: ChainNamespace, connectors: Connector[]) => ({
        payload: { chain, connectors },
      }),
      reducer(
        state,
        { payload }: PayloadAction<{ chain: ChainNamespace; connectors: Connector[] }>,
      ) {
        state.connectors = state.connectors.filter((c) => c.chain !== payload.chain)
        for (const connector of payload.connectors) upsert(state.connectors, connector)
      },
    },
    addConnector(state, { payload }: PayloadAction<Connector>) {
      upsert(state.connectors, payload)
    },
    /** Removes the connector on every chain, or on `chain` only. */
    removeConnector: {
      prepare: (id: string, chain?: ChainNamespace) => ({ payload: { id, chain } }),
      reducer(
        state,
        { payload }: PayloadAction<{ id: string; chain: ChainNamespace | undefined }>,
      ) {
        state.connectors = state.connectors.filter(
          (c) => c.id !== payload.id || (payload.chain !== undefined && c.chain !== payload.chain),
        )
      },
    },
    setFilterByNamespace(state, { payload }: PayloadAction<ChainNamespace>) {
      state.filterByNamespace = payload
    },
    clearFilterByNamespace(state) {
      state.filterByNamespace = undefined
    },
    setActiveConnectorId: {
      prepare: (namespace: ChainNamespace, id: string | undefined) => ({
        payload: { namespace, id },
      }),
      reducer(
        state,
        { payload }: PayloadAction<{ namespace: ChainNamespace; id: string | undefined }>,
      ) {
        if (payload.id === undefined) delete state.activeConnectorIds[payload.namespace]
        else state.activeConnectorIds[payload.namespace] = payload.id
      },
    },
  },
})

export const {
  setConnectors,
  setNamespaceConnectors,
  addConnector,
  removeConnector,
  setFilterByNamespace,
  clearFilterByNamespace,
  setActiveConnectorId,
} = connectorsSlice.actions

type WithConnectors = { connectors: ConnectorsState }

/** The connectors of `namespace` (all when omitted), within the namespace filter when one is set. */
export const selectConnectors = createSelector(
  [
    (state: WithConnectors) => state.connectors.connectors,
    (state: WithConnectors) => state.connectors.filterByNamespace,
    (_state: WithConnectors, namespace?: ChainNamespace) => namespace,
  ],
  (connectors, filter, namespace) =>
    connectors.filter(
      (c) => (!filter || c.chain === filter) && (!namespace || c.chain === namespace),
    ),
)

/** EIP-6963 announced connectors (within the filter). */
export const selectAnnouncedConnectors = createSelector([selectConnectors], (connectors) =>
  connectors.filter((c) => c.type === 'ANNOUNCED'),
)

/**
 * Installed connectors: announced ones and the injected one. An INJECTED connector is only added
 * when a provider is present in the page.
 */
export const selectInstalledConnectors = createSelector([selectConnectors], (connectors) =>
  connectors.filter((c) => c.type === 'ANNOUNCED' || c.type === 'INJECTED'),
)

/** The connector with this id (on `chain` when given); ignores the filter. */
export const selectConnectorById = (
  state: WithConnectors,
  id: string,
  chain?: ChainNamespace,
): Connector | undefined =>
  state.connectors.connectors.find((c) => c.id === id && (!chain || c.chain === chain))

export const selectActiveConnectorId = (
  state: WithConnectors,
  namespace: ChainNamespace | undefined,
): string | undefined => (namespace ? state.connectors.activeConnectorIds[namespace] : undefined)

export const selectActiveConnector = (
  state: WithConnectors,
  namespace: ChainNamespace | undefined,
): Connector | undefined => {
  const id = selectActiveConnectorId(state, namespace)
  return id ? selectConnectorById(state, id, namespace) : undefined
}

/** The auth connector (e-mail and social login) for a namespace; it covers EVM and Solana. */
export const selectAuthConnector = (
  state: WithConnectors,
  namespace?: ChainNamespace,
): Connector | undefined =>
  state.connectors.connectors.find(
    (c) => c.type === 'AUTH' && (!namespace || c.chain === namespace),
  )

export const selectFilterByNamespace = (state: WithConnectors): ChainNamespace | undefined =>
  state.connectors.filterByNamespace

/** Browser-extension wallets found on the page, for the active namespace, as the lists show them. */
export const selectInstalledWallets = createSelector([selectInstalledConnectors], (connectors) =>
  connectors.map((c) => ({
    id: c.id,
    name: c.name,
    imageUrl: c.imageUrl,
    rdns: c.info?.rdns ?? c.id,
    chain: c.chain,
  })),
)
