/**
 * Test helpers for components: render into the document with a store and fake core actions
 * (every action a vi.fn), and clean up after.
 */
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { Provider } from 'react-redux'
import { vi } from 'vitest'
import type { AccountActions } from '../features/account/AccountActions.ts'
import type { SendActions } from '../features/send/SendActions.ts'
import type { PorticoStore } from '../store/createPorticoStore.ts'
import { type CoreActions, CoreActionsContext } from './CoreActionsContext.ts'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

export function fakeActions(): CoreActions & { account: AccountActions; send: SendActions } {
  const account: AccountActions = {
    load: vi.fn(),
    setTab: vi.fn(),
    loadTokenBalance: vi.fn(),
    loadTransactions: vi.fn(),
    watchTransactions: vi.fn(() => () => {}),
    fetchNfts: vi.fn(async () => ({ data: [], next: null })),
    refresh: vi.fn(),
  }
  const send: SendActions = {
    open: vi.fn(),
    prepare: vi.fn(async () => {}),
    selectToken: vi.fn(),
    setAmount: vi.fn(),
    setMaxAmount: vi.fn(),
    setReceiver: vi.fn(),
    preview: vi.fn(),
    estimateGas: vi.fn(async () => {}),
    send: vi.fn(async () => {}),
  }
  const rest = new Proxy({} as Record<string, unknown>, {
    get: (target, key: string) => {
      target[key] ??= vi.fn(async () => {})
      return target[key]
    },
  })
  return Object.assign(rest, { account, send }) as unknown as CoreActions & {
    account: AccountActions
    send: SendActions
  }
}

const mounted: Root[] = []

export async function renderWithStore(ui: ReactNode, store: PorticoStore, actions: CoreActions) {
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  mounted.push(root)
  await act(async () =>
    root.render(
      <Provider store={store}>
        <CoreActionsContext.Provider value={actions}>{ui}</CoreActionsContext.Provider>
      </Provider>,
    ),
  )
  return container
}

export async function unmountAll() {
  await act(async () => {
    for (const root of mounted.splice(0)) root.unmount()
  })
  document.body.innerHTML = ''
}
