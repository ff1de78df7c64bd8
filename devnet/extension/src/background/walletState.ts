/**
 * The wallet's state (approval mode, key index, chains, current chain, connected origins),
 * kept in chrome.storage.local so it survives the worker being stopped, and reset when
 * config.json changes. Updates run one at a time.
 */
import { z } from 'zod'
import { chromeApi } from '../chromeApi.ts'
import type { WalletConfig } from '../walletConfig.ts'
import { loadConfig } from './loadConfig.ts'

const STORAGE_KEY = 'porticoTestWalletState'

export const approvalModeSchema = z.enum(['approve', 'reject', 'popup'])
/** approve / reject: test mode answers approvals itself; popup: ask in approve.html. */
export type ApprovalMode = z.infer<typeof approvalModeSchema>

const walletChainSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string(),
  rpcUrls: z.array(z.string()).min(1),
  nativeCurrency: z.strictObject({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number().int(),
  }),
})
export type WalletChain = z.infer<typeof walletChainSchema>

const connectionSchema = z.strictObject({ origin: z.string(), since: z.number() })
export type Connection = z.infer<typeof connectionSchema>

const walletStateSchema = z.strictObject({
  configStamp: z.string(),
  mode: approvalModeSchema,
  accountIndex: z.number().int().min(0),
  chainId: z.number().int().positive(),
  chains: z.array(walletChainSchema).min(1),
  connections: z.array(connectionSchema),
})
export type WalletState = z.infer<typeof walletStateSchema>

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

function initialState(config: WalletConfig, configStamp: string): WalletState {
  const chains = config.chains.map((c) => ({
    id: c.id,
    name: c.name,
    rpcUrls: [c.rpcUrl],
    nativeCurrency: ether,
  }))
  return {
    configStamp,
    mode: config.testMode ? 'approve' : 'popup',
    accountIndex: config.accountIndex,
    chainId: config.chains[0]?.id ?? 1,
    chains,
    connections: [],
  }
}

async function load(): Promise<WalletState> {
  const config = await loadConfig()
  const stamp = JSON.stringify(config)
  const stored = await chromeApi().storage.local.get(STORAGE_KEY)
  const parsed = walletStateSchema.safeParse(stored[STORAGE_KEY])
  if (parsed.success && parsed.data.configStamp === stamp) return parsed.data
  const state = initialState(config, stamp)
  await chromeApi().storage.local.set({ [STORAGE_KEY]: state })
  return state
}

let current: Promise<WalletState> | null = null
let queue: Promise<unknown> = Promise.resolve()

export function readState(): Promise<WalletState> {
  current ??= load()
  current.catch(() => {
    current = null
  })
  return current
}

/** Applies `mutate` after every earlier update and persists the result. */
export function updateState(mutate: (state: WalletState) => WalletState): Promise<WalletState> {
  const next = queue.then(async () => {
    const updated = walletStateSchema.parse(mutate(await readState()))
    await chromeApi().storage.local.set({ [STORAGE_KEY]: updated })
    current = Promise.resolve(updated)
    return updated
  })
  queue = next.catch(() => undefined)
  return next
}

export function currentChain(state: WalletState): WalletChain {
  const chain = state.chains.find((c) => c.id === state.chainId)
  if (!chain) throw new Error(`the current chain ${state.chainId} is not among the known chains`)
  return chain
}

export const isConnected = (state: WalletState, origin: string) =>
  state.connections.some((c) => c.origin === origin)
