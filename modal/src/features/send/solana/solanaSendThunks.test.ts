// @vitest-environment node

import {
  deriveSolanaTestKeys,
  type RunningSolanaCluster,
  startSolanaCluster,
} from '@portico/devnet'
import type { TokenBalance } from '@portico/shared'
import { Connection, type Keypair, Keypair as Keys, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CaipNetwork } from '../../../chains/CaipNetwork.ts'
import { defineSolanaNetwork } from '../../../chains/solana/solanaNetworks.ts'
import { associatedTokenAddress } from '../../../chains/solana/splTokenInstructions.ts'
import type {
  AnySolanaTransaction,
  SolanaProvider,
} from '../../../connectors/solana/SolanaProvider.ts'
import type { CoreServices } from '../../../store/coreServices.ts'
import { setActiveNamespace, setCaipNetwork } from '../../../store/networkSlice.ts'
import { resetView } from '../../../store/routerSlice.ts'
import { fakeCoreServices } from '../../../store/testStore.test-helpers.ts'
import { setCaipAddress } from '../../account/accountSlice.ts'
import { createConnectedStore, createFakeCloud } from '../../account/fakeCloud.test-helpers.ts'
import { setReceiverAddress, setSendTokenAmount } from '../sendSlice.ts'
import { openSend, prepareSend } from '../sendThunks.ts'
import { solanaSendTimingKey } from './solanaSendContext.ts'
import { selectSolanaSendIssue } from './solanaSendSelectors.ts'
import {
  previewSolanaSend,
  quoteSolanaSend,
  sendSolanaTransaction,
  setMaxSolanaAmount,
} from './solanaSendThunks.ts'

let running: RunningSolanaCluster
let connection: Connection
let network: CaipNetwork
/** Test key 3: no other test of this file's cluster sends from it. */
const [, , , sender] = deriveSolanaTestKeys(4) as [Keypair, Keypair, Keypair, Keypair]

beforeAll(async () => {
  running = await startSolanaCluster({ port: 0, slotMs: 50 })
  connection = new Connection(running.url, 'confirmed')
  network = defineSolanaNetwork(running.deployment.caip2.split(':')[1] ?? '', 'Local', running.url)
}, 60_000)
afterAll(() => running?.stop())

const usdcMint = () => {
  const found = running.deployment.mints.find((m) => m.symbol === 'USDC')
  if (!found) throw new Error('no USDC mint')
  return found.address
}

/** The balances the cloud would list: SOL and USDC, priced. */
async function balances(): Promise<TokenBalance[]> {
  const caip2 = running.deployment.caip2
  const lamports = await connection.getBalance(sender.publicKey)
  const units = await tokenUnits(sender.publicKey.toBase58())
  return [
    {
      name: 'Solana',
      symbol: 'SOL',
      chainId: caip2,
      price: 150,
      quantity: { decimals: '9', numeric: String(lamports / 1e9) },
      iconUrl: '',
    },
    {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: caip2,
      address: `${caip2}:${usdcMint()}`,
      price: 1,
      quantity: { decimals: '6', numeric: String(Number(units) / 1e6) },
      iconUrl: '',
    },
  ]
}

async function tokenUnits(owner: string): Promise<bigint> {
  const account = associatedTokenAddress(new PublicKey(owner), new PublicKey(usdcMint()))
  const info = await connection.getAccountInfo(account)
  return info ? BigInt((await connection.getTokenAccountBalance(account)).value.amount) : 0n
}

/** A wallet that signs as `sender` and sends through the cluster, or refuses like a user. */
function fakeWallet(mode: { reject?: boolean } = {}) {
  const signAndSendTransaction = vi.fn(async (tx: AnySolanaTransaction) => {
    if (mode.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const versioned = tx as import('@solana/web3.js').VersionedTransaction
    versioned.sign([sender])
    return connection.sendTransaction(versioned)
  })
  return {
    provider: { publicKey: sender.publicKey, signAndSendTransaction } as unknown as SolanaProvider,
    signAndSendTransaction,
  }
}

async function setup(mode: { reject?: boolean } = {}) {
  const list = await balances()
  const { cloud } = createFakeCloud({ '/balance': () => ({ balances: list }) })
  const wallet = fakeWallet(mode)
  const track = vi.fn()
  const refreshNativeBalance = vi.fn()
  const core = fakeCoreServices({
    track,
    refreshNativeBalance,
    familyProvider: (() => wallet.provider) as CoreServices['familyProvider'],
    rpcUrl: (n) => n.rpcUrls.default.http[0],
  })
  const { store, services } = createConnectedStore(cloud, undefined, core)
  services.set(solanaSendTimingKey, { confirm: { pollMs: 20, timeoutMs: 10_000 } })
  store.dispatch(setCaipNetwork('solana', network))
  store.dispatch(
    setCaipAddress('solana', `${network.caipNetworkId}:${sender.publicKey.toBase58()}`),
  )
  store.dispatch(setActiveNamespace('solana'))
  store.dispatch(resetView('Account'))
  const [sol, usdc] = list as [TokenBalance, TokenBalance]
  return { store, wallet, track, refreshNativeBalance, sol, usdc }
}

/** Opens WalletSend with `token`, types the amount and receiver and quotes. */
async function fill(
  s: Awaited<ReturnType<typeof setup>>,
  token: TokenBalance,
  amount: string,
  to: string,
) {
  s.store.dispatch(openSend(token))
  await s.store.dispatch(prepareSend())
  s.store.dispatch(setSendTokenAmount(amount))
  s.store.dispatch(setReceiverAddress(to))
  await s.store.dispatch(quoteSolanaSend())
}

const newWallet = () => Keys.generate().publicKey.toBase58()

describe('the Solana send', () => {
  it('quotes SOL: the fee, and the rent-exempt minimum a new receiver account must get', async () => {
    const s = await setup()
    await fill(s, s.sol, '0.0001', newWallet())
    expect(s.store.getState().solanaSend).toMatchObject({
      feeLamports: '5000',
      rentLamports: '0',
      receiverLamports: '0',
      rentExemptMinimum: '890880',
    })
    expect(selectSolanaSendIssue(s.store.getState())).toBe('BELOW_RENT_MINIMUM')
    s.store.dispatch(setSendTokenAmount('0.5'))
    expect(selectSolanaSendIssue(s.store.getState())).toBeUndefined()
    // Max: all the SOL less the fee.
    s.store.dispatch(setMaxSolanaAmount())
    const lamports = BigInt(await connection.getBalance(sender.publicKey))
    expect(s.store.getState().send.sendTokenAmount).toBe(
      ((Number(lamports) - 5000) / 1e9).toString(),
    )
  })

  it('sends USDC to a new wallet: its token account is created, paid by the sender; back to Account', async () => {
    const s = await setup()
    const receiver = newWallet()
    await fill(s, s.usdc, '1.25', receiver)
    expect(s.store.getState().solanaSend).toMatchObject({ rentLamports: '2039280' })
    s.store.dispatch(setMaxSolanaAmount())
    expect(s.store.getState().send.sendTokenAmount).toBe(s.usdc.quantity.numeric)
    s.store.dispatch(setSendTokenAmount('1.25'))
    s.store.dispatch(previewSolanaSend())
    expect(s.store.getState().router.view).toBe('WalletSendPreview')

    await s.store.dispatch(sendSolanaTransaction())
    const state = s.store.getState()
    expect(state.snackbar).toMatchObject({ variant: 'success', message: 'Transaction started' })
    expect(state.router.view).toBe('Account')
    expect(state.send.token).toBeUndefined()
    expect(s.track).toHaveBeenCalledWith('SEND_SUCCESS', expect.objectContaining({ token: 'USDC' }))
    await vi.waitFor(() => expect(s.refreshNativeBalance).toHaveBeenCalledTimes(2), {
      timeout: 10_000,
    })
    expect(await tokenUnits(receiver)).toBe(1_250_000n)
  })

  it('refuses an address that is not a Solana one with SPEC §5 text, and sends nothing', async () => {
    const s = await setup()
    await fill(s, s.usdc, '1', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(selectSolanaSendIssue(s.store.getState())).toBe('INVALID_RECEIVER')
    s.store.dispatch(previewSolanaSend())
    expect(s.store.getState().router.view).toBe('WalletSend')
    expect(s.store.getState().send.error).toEqual({
      code: 'SOLANA_SEND_INVALID',
      message: 'Please enter a valid amount and receiver address',
    })
    await s.store.dispatch(sendSolanaTransaction())
    expect(s.wallet.signAndSendTransaction).not.toHaveBeenCalled()
  })

  it('a send the wallet rejects stays on the preview with the reason and the §8 snackbar', async () => {
    const s = await setup({ reject: true })
    const receiver = newWallet()
    await fill(s, s.sol, '0.01', receiver)
    s.store.dispatch(previewSolanaSend())
    await s.store.dispatch(sendSolanaTransaction())
    const state = s.store.getState()
    expect(s.wallet.signAndSendTransaction).toHaveBeenCalledOnce()
    expect(state.router.view).toBe('WalletSendPreview')
    expect(state.send).toMatchObject({
      loading: false,
      error: { code: 'USER_REJECTED', message: 'The wallet declined the transaction' },
    })
    expect(state.snackbar).toMatchObject({
      variant: 'error',
      message: 'Failed to send transaction. Please try again.',
    })
    expect(s.track).toHaveBeenCalledWith(
      'SEND_ERROR',
      expect.objectContaining({ code: 'USER_REJECTED' }),
    )
    expect(await connection.getBalance(new PublicKey(receiver))).toBe(0)
  })
})
