/**
 * Test controls, reachable only by code running inside the service worker (e.g. Playwright's
 * `worker.evaluate`): `globalThis.porticoTestWallet.setMode('approve' | 'reject' | 'popup')`,
 * `getState()` and `setAccountIndex(i)`. Each returns the state afterwards.
 */
import { z } from 'zod'
import { accountAt } from './accounts.ts'
import { pendingApprovalCount } from './approvals.ts'
import { broadcastEvent } from './broadcastEvent.ts'
import { loadConfig } from './loadConfig.ts'
import { polkadotAccountAt } from './polkadotMethods.ts'
import { solanaAccountAt } from './solanaMethods.ts'
import { type ApprovalMode, approvalModeSchema, readState, updateState } from './walletState.ts'

export interface TestWalletState {
  testMode: boolean
  mode: ApprovalMode
  accountIndex: number
  address: string
  /** The Solana account at the key index (base58). */
  solanaAddress: string
  /** The Polkadot account at the key index (SS58, Polkadot prefix). */
  polkadotAddress: string
  chainId: number
  chains: { id: number; name: string; rpcUrls: string[] }[]
  connectedOrigins: string[]
  pendingApprovals: number
}

export interface TestWalletControls {
  setMode(mode: ApprovalMode): Promise<TestWalletState>
  getState(): Promise<TestWalletState>
  setAccountIndex(index: number): Promise<TestWalletState>
}

async function getState(): Promise<TestWalletState> {
  const [config, state] = await Promise.all([loadConfig(), readState()])
  return {
    testMode: config.testMode,
    mode: state.mode,
    accountIndex: state.accountIndex,
    address: accountAt(config.mnemonic, state.accountIndex).address,
    solanaAddress: solanaAccountAt(config.mnemonic, state.accountIndex).address,
    polkadotAddress: polkadotAccountAt(config.mnemonic, state.accountIndex).address,
    chainId: state.chainId,
    chains: state.chains.map(({ id, name, rpcUrls }) => ({ id, name, rpcUrls })),
    connectedOrigins: state.connections.map((c) => c.origin),
    pendingApprovals: pendingApprovalCount(),
  }
}

async function setMode(mode: ApprovalMode): Promise<TestWalletState> {
  const parsed = approvalModeSchema.parse(mode)
  await updateState((s) => ({ ...s, mode: parsed }))
  return getState()
}

async function setAccountIndex(index: number): Promise<TestWalletState> {
  const parsed = z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .parse(index)
  const before = await readState()
  const after = await updateState((s) => ({ ...s, accountIndex: parsed }))
  if (before.accountIndex !== parsed) {
    const { mnemonic } = await loadConfig()
    const address = accountAt(mnemonic, parsed).address
    const solanaAddress = solanaAccountAt(mnemonic, parsed).address
    const polkadotAddress = polkadotAccountAt(mnemonic, parsed).address
    await Promise.all(
      after.connections.flatMap((c) => [
        broadcastEvent({ event: 'accountsChanged', data: [address] }, c.origin),
        broadcastEvent({ event: 'solanaAccountsChanged', data: [solanaAddress] }, c.origin),
        broadcastEvent({ event: 'polkadotAccountsChanged', data: [polkadotAddress] }, c.origin),
      ]),
    )
  }
  return getState()
}

export function installTestControls(): void {
  const controls: TestWalletControls = { setMode, getState, setAccountIndex }
  Object.defineProperty(globalThis, 'porticoTestWallet', { value: Object.freeze(controls) })
}
