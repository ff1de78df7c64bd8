/**
 * The browser-extension wallets on the page, kept in the connectors slice: every EIP-6963
 * announcement updates the list. A restore after a reload can wait for one to announce itself.
 */

import { setNamespaceConnectors } from '../../store/connectorsSlice.ts'
import type { AppDispatch } from '../../store/createPorticoStore.ts'
import { type InjectedWallet, watchInjectedWallets } from './eip6963.ts'

export interface InjectedConnectors {
  /** The wallet with this connector id (its rdns), if it has announced itself. */
  find(connectorId: string): InjectedWallet | undefined
  /** The wallet once it announces itself, or undefined after `ms`. */
  waitFor(connectorId: string, ms: number): Promise<InjectedWallet | undefined>
  stop(): void
}

export function watchInjectedConnectors(target: Window, dispatch: AppDispatch): InjectedConnectors {
  let wallets: InjectedWallet[] = []
  const waiters = new Set<() => void>()
  const stop = watchInjectedWallets(target, (list) => {
    wallets = list
    dispatch(
      setNamespaceConnectors(
        'eip155',
        list.map((w) => ({
          id: w.info.rdns,
          name: w.info.name,
          chain: 'eip155' as const,
          type: w.source === 'announced' ? ('ANNOUNCED' as const) : ('INJECTED' as const),
          imageUrl: w.info.icon || undefined,
          info: { rdns: w.info.rdns },
        })),
      ),
    )
    for (const wake of waiters) wake()
  })
  const find = (id: string) => wallets.find((w) => w.info.rdns === id)
  const waitFor = (id: string, ms: number) =>
    new Promise<InjectedWallet | undefined>((resolve) => {
      const found = find(id)
      if (found) return resolve(found)
      const wake = () => {
        const wallet = find(id)
        if (wallet) done(wallet)
      }
      const done = (wallet?: InjectedWallet) => {
        waiters.delete(wake)
        clearTimeout(timer)
        resolve(wallet)
      }
      const timer = setTimeout(() => done(undefined), ms)
      waiters.add(wake)
    })
  return { find, waitFor, stop }
}
