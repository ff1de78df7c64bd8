/**
 * What wagmi needs to know of Portico's state, read from the public snapshot: whether an EVM
 * account is connected (wagmi speaks eip155 only), which one, on which chain, and a way to wait
 * for a state to come (a restore on page load, a connection made in the modal, a chain switch).
 */
import type { Address } from 'viem'
import type { Portico } from '../createPortico.ts'
import type { PorticoState } from '../publicState.ts'

export interface EvmConnection {
  address: Address
  /** Undefined while the wallet is on a chain that is not an EVM chain id (never for eip155). */
  chainId: number | undefined
}

/** The connected EVM account, or undefined when Portico is not connected on eip155. */
export function evmConnectionOf(state: PorticoState): EvmConnection | undefined {
  const { account, activeNamespace, caipNetwork } = state
  if (!account.isConnected || activeNamespace !== 'eip155' || !account.address) return undefined
  const reference = caipNetwork?.caipNetworkId.split(':')[1]
  const chainId = reference && /^\d+$/.test(reference) ? Number(reference) : undefined
  return { address: account.address as Address, chainId }
}

/** Portico is still finding out whether a stored connection comes back (page load). */
export const isRestoring = (state: PorticoState) => state.account.status === 'reconnecting'

/**
 * Resolves with the first state (the current one included) that `settled` accepts, or with the
 * state at `timeoutMs` when one is given (a stalled restore must not hang wagmi's reconnect; a
 * visitor choosing in the modal takes as long as they like).
 */
export function waitForState(
  portico: Portico,
  settled: (state: PorticoState) => boolean,
  timeoutMs?: number,
): Promise<PorticoState> {
  const now = portico.getState()
  if (settled(now)) return Promise.resolve(now)
  return new Promise((resolve) => {
    const done = (state: PorticoState) => {
      clearTimeout(timer)
      unsubscribe()
      resolve(state)
    }
    const timer =
      timeoutMs === undefined ? undefined : setTimeout(() => done(portico.getState()), timeoutMs)
    const unsubscribe = portico.subscribeState((state) => {
      if (settled(state)) done(state)
    })
  })
}
