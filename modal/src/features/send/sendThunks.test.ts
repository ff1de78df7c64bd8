import type { TokenBalance } from '@portico/shared'
import { encodeFunctionResult } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createFakeProvider,
  walletError,
} from '../../connectors/injected/fakeWallet.test-helpers.ts'
import type { AppDispatch } from '../../store/createPorticoStore.ts'
import { pushView, resetView } from '../../store/routerSlice.ts'
import { fakeCoreServices } from '../../store/testStore.test-helpers.ts'
import { setAllAccounts } from '../account/accountSlice.ts'
import {
  ACCOUNT,
  createConnectedStore,
  createFakeCloud,
  ETH,
  PTK,
  RECEIVER,
  TOKEN_CONTRACT,
  TUSD,
  token,
  USDT_STYLE_CONTRACT,
} from '../account/fakeCloud.test-helpers.ts'
import { sendTimingKey } from './sendContext.ts'
import { selectSendIssue } from './sendSelectors.ts'
import { setSendTokenAmount } from './sendSlice.ts'
import {
  cancelSendPreview,
  estimateSendGas,
  openSend,
  prepareSend,
  previewSend,
  selectSendToken,
  sendTransaction,
  setMaxSendAmount,
  setSendReceiver,
} from './sendThunks.ts'

const HASH = `0x${'ab'.repeat(32)}`
const TRUE = encodeFunctionResult({
  abi: [
    {
      type: 'function',
      name: 't',
      inputs: [],
      outputs: [{ type: 'bool' }],
      stateMutability: 'view',
    },
  ],
  functionName: 't',
  result: true,
})
const settle = () => new Promise((resolve) => setTimeout(resolve, 5))

function setup({ balances = [ETH, PTK, TUSD] } = {}) {
  const { cloud, seen, routes } = createFakeCloud({
    '/balance': () => ({ balances }),
    '/identity/': () => ({ name: 'bobby.reown.id', avatar: 'https://img.test/bob.png' }),
    '/profile/account/': () => ({
      name: 'bobby.reown.id',
      addresses: { '60': { address: RECEIVER } },
      attributes: {},
      registered: 1_767_225_600,
    }),
  })
  const provider = createFakeProvider({ accounts: [ACCOUNT] })
  provider.handlers = {
    eth_estimateGas: () => '0x5208',
    eth_gasPrice: () => '0x3b9aca00',
    eth_call: () => TRUE,
    eth_sendTransaction: () => HASH,
    eth_getTransactionReceipt: () => ({ status: '0x1' }),
  }
  const track = vi.fn()
  // The account is read again after a send: the native balance first.
  const refreshAccount = vi.fn()
  const core = fakeCoreServices({
    track,
    getProvider: () => provider,
    refreshNativeBalance: refreshAccount,
  })
  const { store, services } = createConnectedStore(cloud, undefined, core)
  services.set(sendTimingKey, { receipt: { pollMs: 1, timeoutMs: 50 }, receiverLookupDelayMs: 0 })
  const send = sendActions(store.dispatch)
  store.dispatch(resetView('Account'))
  return { store, seen, routes, provider, track, refreshAccount, send, core }
}

/** What the send views dispatch, by the name of what they do. */
function sendActions(dispatch: AppDispatch) {
  return {
    open: (token?: TokenBalance) => dispatch(openSend(token)),
    prepare: () => dispatch(prepareSend()),
    selectToken: (token: TokenBalance) => dispatch(selectSendToken(token)),
    setAmount: (amount: string) => dispatch(setSendTokenAmount(amount)),
    setMaxAmount: () => dispatch(setMaxSendAmount()),
    setReceiver: (input: string) => void dispatch(setSendReceiver(input)),
    preview: () => dispatch(previewSend()),
    cancelPreview: () => dispatch(cancelSendPreview()),
    estimateGas: () => dispatch(estimateSendGas()),
    send: () => dispatch(sendTransaction()),
  }
}

/** A filled form on WalletSendPreview. */
async function ready(s: ReturnType<typeof setup>, chosen = ETH, amount = '0.5') {
  s.send.open(chosen)
  await s.send.prepare()
  s.send.setAmount(amount)
  s.send.setReceiver(RECEIVER)
  await s.send.estimateGas()
  // A form with an issue (the gas check) stays on WalletSend.
  s.send.preview()
}

const sentTransaction = (provider: ReturnType<typeof createFakeProvider>) =>
  provider.request.mock.calls.find(([a]) => a.method === 'eth_sendTransaction')?.[0].params

afterEach(() => vi.unstubAllGlobals())

describe('send actions: the form', () => {
  it('open starts afresh on WalletSend; prepare copies the balances and the network balance', async () => {
    const { store, send } = setup()
    send.setAmount('9')
    send.open(PTK)
    expect(store.getState().router.view).toBe('WalletSend')
    expect(store.getState().send.token).toBe(PTK)
    expect(store.getState().send.sendTokenAmount).toBeUndefined()
    await send.prepare()
    expect(store.getState().send.tokenBalances).toHaveLength(3)
    expect(store.getState().send.networkBalanceInUSD).toBe(6000)
  })

  it('the first prepare() after open reads the balances past the caches, later ones not', async () => {
    const { seen, send } = setup()
    const reads = () => seen.filter((s) => s.path.endsWith('/balance'))
    send.open()
    await send.prepare()
    expect(reads().map((r) => r.params.forceUpdate)).toEqual(['true'])
    // Back from the token list: the cache has that fresh read.
    await send.prepare()
    expect(reads()).toHaveLength(1)
    send.open()
    await send.prepare()
    expect(reads().map((r) => r.params.forceUpdate)).toEqual(['true', 'true'])
  })

  it('an estimate survives prepare() refreshing the chosen token', async () => {
    const { store, send } = setup()
    send.open({ ...ETH, quantity: { decimals: '18', numeric: '1' } })
    await Promise.all([send.estimateGas(), send.prepare()])
    expect(store.getState().send.token?.quantity.numeric).toBe('2')
    expect(store.getState().send.gas).toBe('21000')
  })

  it('selectToken chooses and returns to WalletSend', () => {
    const { store, send } = setup()
    send.open()
    store.dispatch(pushView('WalletSendSelectToken'))
    send.selectToken(TUSD)
    expect(store.getState().router.view).toBe('WalletSend')
    expect(store.getState().send.token).toBe(TUSD)
  })

  it('estimates the fee in wei and USD from the native price', async () => {
    const s = setup()
    await ready(s)
    expect(s.store.getState().send).toMatchObject({
      gas: '21000',
      gasPrice: '1000000000',
      gasPriceInUSD: expect.closeTo(0.063, 6),
    })
    expect(selectSendIssue(s.store.getState())).toBeUndefined()
  })

  it('Max is the balance; for the native currency, less the fee', async () => {
    const s = setup()
    await ready(s)
    s.send.setMaxAmount()
    expect(s.store.getState().send.sendTokenAmount).toBe('1.999979')
    s.send.selectToken(TUSD)
    s.send.setMaxAmount()
    expect(s.store.getState().send.sendTokenAmount).toBe('50')
  })

  it('a typed address gets its identity; a name gets its address', async () => {
    const { store, send } = setup()
    send.setReceiver(RECEIVER)
    await settle()
    expect(store.getState().send).toMatchObject({
      receiverAddress: RECEIVER,
      receiverProfileName: 'bobby.reown.id',
      receiverProfileImageUrl: 'https://img.test/bob.png',
    })
    send.setReceiver('bobby.reown.id')
    await settle()
    expect(store.getState().send).toMatchObject({
      receiverAddress: RECEIVER,
      receiverProfileName: 'bobby.reown.id',
    })
  })

  it('the legacy .wcn.id suffix resolves to the same name', async () => {
    const { store, send, seen } = setup()
    send.setReceiver('Bobby.wcn.id')
    await settle()
    expect(seen.at(-1)?.path).toBe('/v1/profile/account/bobby.wcn.id')
    expect(store.getState().send).toMatchObject({
      receiverAddress: RECEIVER,
      receiverProfileName: 'bobby.reown.id',
      receiverError: undefined,
    })
    expect(selectSendIssue(store.getState())).not.toBe('INVALID_RECEIVER')
  })

  it("a name that does not resolve says SPEC §8's 'Error resolving name' and stays invalid", async () => {
    const s = setup()
    s.routes['/profile/account/'] = () => {
      throw Object.assign(new Error('HTTP status code: 404'), { status: 404 })
    }
    s.send.open(ETH)
    s.send.setAmount('0.1')
    s.send.setReceiver('nobody.reown.id')
    await settle()
    expect(s.store.getState().send).toMatchObject({
      receiverAddress: 'nobody.reown.id',
      receiverError: 'Error resolving name',
    })
    expect(selectSendIssue(s.store.getState())).toBe('INVALID_RECEIVER')
    // Typing again forgets it; a name of another service is not asked about.
    const before = s.seen.length
    s.send.setReceiver('vitalik.eth')
    await settle()
    expect(s.store.getState().send.receiverError).toBeUndefined()
    expect(s.seen.length).toBe(before)
  })
})

describe('send actions: insufficient gas (SPEC §5)', () => {
  it('blocks a send when the network balance is 0', async () => {
    const s = setup({ balances: [PTK] })
    await ready(s, PTK, '1')
    expect(selectSendIssue(s.store.getState())).toBe('INSUFFICIENT_GAS')
  })

  it('blocks a send whose fee in USD exceeds the network balance', async () => {
    const s = setup({ balances: [token('ETH', '0.00001', { price: 3000, value: 0.03 }), PTK] })
    await ready(s, PTK, '1')
    expect(selectSendIssue(s.store.getState())).toBe('INSUFFICIENT_GAS')
    await s.send.send()
    expect(s.provider.methods()).not.toContain('eth_sendTransaction')
  })

  it('smart accounts skip the check', async () => {
    const s = setup({ balances: [PTK] })
    s.store.dispatch(
      setAllAccounts('eip155', [{ namespace: 'eip155', address: ACCOUNT, type: 'smartAccount' }]),
    )
    await ready(s, PTK, '1')
    expect(selectSendIssue(s.store.getState())).toBeUndefined()
  })
})

describe('send actions: the preview is a transaction stack entry (SPEC §2)', () => {
  it('the preview pushes one entry; Cancel pops it and goes back to the form', async () => {
    const s = setup()
    await ready(s)
    expect(s.store.getState().router).toMatchObject({
      view: 'WalletSendPreview',
      transactionStack: [{ view: 'Account' }],
    })
    s.send.cancelPreview()
    expect(s.store.getState().router).toMatchObject({ view: 'WalletSend', transactionStack: [] })
    // Previewing again does not stack a second entry.
    s.send.preview()
    s.send.preview()
    expect(s.store.getState().router.transactionStack).toHaveLength(1)
  })

  it('a started send pops the entry: back to Account with the history cleared', async () => {
    const s = setup()
    await ready(s)
    await s.send.send()
    expect(s.store.getState().router).toMatchObject({
      view: 'Account',
      history: ['Account'],
      transactionStack: [],
    })
  })

  it('a failed send keeps the entry and the preview, so Send can be tried again', async () => {
    const s = setup()
    await ready(s)
    s.provider.handlers.eth_sendTransaction = () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    await s.send.send()
    expect(s.store.getState().router).toMatchObject({
      view: 'WalletSendPreview',
      transactionStack: [{ view: 'Account' }],
    })
  })
})

describe('send actions: sending', () => {
  it('a native send: value and gas price to the receiver; then Transaction started, Account, reset', async () => {
    const s = setup()
    await ready(s)
    await s.send.send()
    expect(sentTransaction(s.provider)).toEqual([
      {
        from: ACCOUNT.toLowerCase(),
        to: RECEIVER,
        value: '0x6f05b59d3b20000',
        gasPrice: '0x3b9aca00',
      },
    ])
    const state = s.store.getState()
    expect(state.snackbar).toMatchObject({
      open: true,
      variant: 'success',
      message: 'Transaction started',
    })
    expect(state.router).toMatchObject({ view: 'Account', history: ['Account'] })
    expect(state.send).toEqual({ loading: false, tokenBalances: [] })
    expect(s.track).toHaveBeenCalledWith(
      'SEND_SUCCESS',
      expect.objectContaining({ hash: HASH, token: 'ETH' }),
    )
    await settle()
    // Right away, and again once the receipt says it is mined.
    expect(s.refreshAccount).toHaveBeenCalledTimes(2)
  })

  it('an ERC-20 send: simulated, then transfer calldata to the token contract', async () => {
    const s = setup()
    await ready(s, PTK, '1')
    await s.send.send()
    const [tx] = sentTransaction(s.provider) as [{ to: string; data: string; value: string }]
    expect(tx).toMatchObject({ to: TOKEN_CONTRACT, value: '0x0' })
    expect(tx.data.startsWith('0xa9059cbb')).toBe(true)
    expect(s.provider.methods()).toEqual(
      expect.arrayContaining(['eth_call', 'eth_sendTransaction']),
    )
    expect(s.store.getState().router.view).toBe('Account')
  })

  it("a USDT-style token's empty answer is a success; an ERC-20's is not", async () => {
    const usdt = setup()
    usdt.provider.handlers.eth_call = () => '0x'
    await ready(usdt, TUSD, '1.5')
    await usdt.send.send()
    const [tx] = sentTransaction(usdt.provider) as [{ to: string }]
    expect(tx.to).toBe(USDT_STYLE_CONTRACT)

    const erc20 = setup()
    erc20.provider.handlers.eth_call = () => '0x'
    await ready(erc20, PTK, '1')
    await erc20.send.send()
    expect(erc20.provider.methods()).not.toContain('eth_sendTransaction')
    expect(erc20.store.getState().send.error?.message).toBe(
      'The token did not confirm the transfer',
    )
  })

  it("a failure: 'Something went wrong', SEND_ERROR, the node's message, and the form kept", async () => {
    const s = setup()
    await ready(s)
    s.provider.handlers.eth_sendTransaction = () => {
      throw Object.assign(new Error('insufficient funds for gas * price + value'), { code: -32000 })
    }
    await s.send.send()
    const state = s.store.getState()
    expect(state.snackbar).toMatchObject({ variant: 'error', message: 'Something went wrong' })
    expect(state.router.view).toBe('WalletSendPreview')
    expect(state.send).toMatchObject({ loading: false, sendTokenAmount: '0.5' })
    expect(state.send.error?.code).toBe('INSUFFICIENT_FUNDS')
    expect(state.send.error?.message).toMatch(/exceeds the balance of the account/)
    expect(s.track).toHaveBeenCalledWith(
      'SEND_ERROR',
      expect.objectContaining({
        code: 'INSUFFICIENT_FUNDS',
        token: 'ETH',
        network: 'eip155:31337',
      }),
    )
  })

  it('a refusal in the wallet is tracked as SEND_ERROR too', async () => {
    const s = setup()
    await ready(s)
    s.provider.handlers.eth_sendTransaction = () => {
      throw walletError(4001, 'User rejected the request.')
    }
    await s.send.send()
    expect(s.track).toHaveBeenCalledWith(
      'SEND_ERROR',
      expect.objectContaining({ code: 'USER_REJECTED' }),
    )
    expect(s.store.getState().send.error?.message).toBe('The wallet declined the transaction')
  })

  it('reads through the network RPC when there is one', async () => {
    const bodies: { method: string }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { id: number; method: string }
        bodies.push(body)
        const result = body.method === 'eth_estimateGas' ? '0x5208' : '0x1'
        return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result }))
      }),
    )
    const s = setup()
    vi.mocked(s.core.rpcUrl).mockReturnValue('http://rpc.test')
    const { send } = s
    send.open(ETH)
    await send.estimateGas()
    expect(bodies.map((b) => b.method).sort()).toEqual(['eth_estimateGas', 'eth_gasPrice'])
    expect(s.provider.methods()).not.toContain('eth_estimateGas')
    expect(s.store.getState().send.gasPrice).toBe('1')
  })
})
