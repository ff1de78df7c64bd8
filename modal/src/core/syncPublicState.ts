/**
 * Keeps the facade's public state (what getters, subscriptions and hooks read) in step with the
 * store: recomputed on every store change, handed over only when something in it changed.
 */

import { type AccountState, selectActiveAccount } from '../features/account/accountSlice.ts'
import type { ResolvedPorticoOptions } from '../options.ts'
import type { PorticoAccountState, PorticoState } from '../publicState.ts'
import type { PorticoStore, RootState } from '../store/createPorticoStore.ts'
import { selectActiveCaipNetwork, selectIsUnsupportedChain } from '../store/networkSlice.ts'
import type { CoreBridge } from './CoreBridge.ts'

/** A namespace's account as the dapp reads it. */
function publicAccount(account: AccountState): PorticoAccountState {
  return {
    status: account.status,
    isConnected: account.status === 'connected' && Boolean(account.address),
    address: account.address,
    caipAddress: account.caipAddress,
    balance: account.balance,
    balanceSymbol: account.balanceSymbol,
    allAccounts: account.allAccounts
      .filter((a) => a.type === 'eoa' || a.type === 'smartAccount')
      .map((a) => ({ namespace: a.namespace, address: a.address, type: a.type })),
  }
}

export function toPublicState(
  state: RootState,
  options: ResolvedPorticoOptions,
): Omit<PorticoState, 'account'> & {
  account: PorticoState['account']
} {
  const account = selectActiveAccount(state)
  const caipNetwork = selectActiveCaipNetwork(state)
  return {
    open: state.modal.open,
    loading: state.modal.loading,
    view: state.router.view,
    activeNamespace: state.network.activeNamespace ?? 'eip155',
    caipNetwork,
    selectedNetworkId: caipNetwork?.caipNetworkId,
    isUnsupportedChain: selectIsUnsupportedChain(state, {
      allowUnsupportedChain: options.allowUnsupportedChain,
      enableNetworkSwitch: options.enableNetworkSwitch,
      wcBasic: state.connection.wcBasic,
    }),
    account: publicAccount(account),
    accounts: Object.fromEntries(
      Object.entries(state.account.byNamespace).flatMap(([namespace, a]) =>
        a?.caipAddress ? [[namespace, publicAccount(a)]] : [],
      ),
    ),
    walletInfo: account.connectedWalletInfo,
    themeMode: state.theme.themeMode,
    themeVariables: state.theme.themeVariables,
    locale: state.locale.locale,
    initialized: true,
  }
}

const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

export function syncPublicState(
  store: PorticoStore,
  options: ResolvedPorticoOptions,
  bridge: CoreBridge,
): { stop(): void; flush(): void } {
  let last: Record<string, unknown> = {}
  let lastRoot: RootState | undefined
  let scheduled = false
  // Dispatches that come together (opening, connecting) reach the dapp as one update.
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    queueMicrotask(() => {
      scheduled = false
      push()
    })
  }
  const push = () => {
    const root = store.getState()
    if (root === lastRoot) return
    lastRoot = root
    const next = toPublicState(root, options) as unknown as Record<string, unknown>
    const changed: Record<string, unknown> = {}
    for (const key of Object.keys(next))
      if (!sameJson(next[key], last[key])) changed[key] = next[key]
    last = next
    if (Object.keys(changed).length) bridge.setState(changed as Partial<PorticoState>)
  }
  push()
  const unsubscribe = store.subscribe(schedule)
  return { stop: unsubscribe, flush: push }
}
