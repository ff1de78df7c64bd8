// @vitest-environment node
import { PorticoError } from '@portico/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CaipNetwork } from '../../chains/CaipNetwork.ts'
import { defineEvmNetwork } from '../../chains/devnetNetworks.ts'
import { getEvmBalance } from '../../chains/evm/getEvmBalance.ts'
import {
  ConnectionRejectedError,
  createEvmConnection,
  type EvmConnectionSink,
} from './evmConnection.ts'
import {
  ALICE,
  BOB,
  createFakeProvider,
  type FakeProvider,
  fakeInjectedWallet,
  walletError,
} from './fakeWallet.test-helpers.ts'

// The balance is read over HTTP with viem; here it is a stub.
vi.mock('../../chains/evm/getEvmBalance.ts', () => ({ getEvmBalance: vi.fn() }))
const balanceRead = vi.mocked(getEvmBalance)

const devnet = defineEvmNetwork(31337, 'Portico Devnet', 'http://127.0.0.1:8545')
const devnet2 = defineEvmNetwork(31338, 'Portico Devnet 2', 'http://127.0.0.1:8546')

type SinkCall = {
  [K in keyof EvmConnectionSink]: [K, ...Parameters<EvmConnectionSink[K]>]
}[keyof EvmConnectionSink]

function recordingSink() {
  const calls: SinkCall[] = []
  const record =
    <K extends keyof EvmConnectionSink>(name: K) =>
    (...args: Parameters<EvmConnectionSink[K]>) => {
      calls.push([name, ...args] as unknown as SinkCall)
    }
  const sink: EvmConnectionSink = {
    connecting: record('connecting'),
    connectFailed: record('connectFailed'),
    connected: record('connected'),
    accountChanged: record('accountChanged'),
    networkChanged: record('networkChanged'),
    balance: record('balance'),
    userChanged: record('userChanged'),
    accountTypes: record('accountTypes'),
    disconnected: record('disconnected'),
  }
  return { sink, calls, names: () => calls.map(([name]) => name) }
}

function setup({
  provider = createFakeProvider(),
  networks = [devnet, devnet2] as CaipNetwork[],
  rpcUrl = (network: CaipNetwork): string | undefined => network.rpcUrls.default.http[0],
} = {}) {
  const recorder = recordingSink()
  const evm = createEvmConnection({ networks, rpcUrl, sink: recorder.sink })
  const wallet = fakeInjectedWallet(provider)
  return { ...recorder, evm, wallet, provider: provider as FakeProvider }
}

const withoutBalance = (calls: SinkCall[]) => calls.filter(([name]) => name !== 'balance')

afterEach(() => {
  balanceRead.mockReset()
})

describe('createEvmConnection: connect', () => {
  it('reports connecting, then connected with the CAIP address on the configured network', async () => {
    balanceRead.mockResolvedValue('1.5')
    const { evm, wallet, calls } = setup()
    await evm.connect(wallet)
    expect(withoutBalance(calls)).toEqual([
      ['connecting'],
      [
        'connected',
        { wallet, caipAddress: `eip155:31337:${ALICE}`, network: devnet, restored: false },
      ],
    ])
    expect(evm.provider).toBe(wallet.provider)
    expect(evm.wallet).toBe(wallet)
  })

  it('reads the native balance from the network’s RPC and reports it with the symbol', async () => {
    balanceRead.mockResolvedValue('1.5')
    const { evm, wallet, calls } = setup()
    await evm.connect(wallet)
    await vi.waitFor(() =>
      expect(calls.filter(([name]) => name === 'balance')).toEqual([
        ['balance', { loading: true }],
        ['balance', { balance: '1.5', symbol: 'ETH' }],
      ]),
    )
    expect(balanceRead).toHaveBeenCalledWith(devnet, 'http://127.0.0.1:8545', ALICE)
  })

  it('reports an empty balance (not a stale one) when the read fails', async () => {
    balanceRead.mockRejectedValue(new Error('HTTP request failed'))
    const { evm, wallet, calls } = setup()
    await evm.connect(wallet)
    await vi.waitFor(() =>
      expect(calls.at(-1)).toEqual(['balance', { balance: '', symbol: 'ETH' }]),
    )
  })

  it('uses the RPC URL the dapp configured for the network', async () => {
    balanceRead.mockResolvedValue('0')
    const { evm, wallet } = setup({ rpcUrl: () => 'http://127.0.0.1:9000/custom' })
    await evm.connect(wallet)
    await vi.waitFor(() =>
      expect(balanceRead).toHaveBeenCalledWith(devnet, 'http://127.0.0.1:9000/custom', ALICE),
    )
  })

  it('puts a chain the dapp did not configure on "Unknown Network", without a balance read', async () => {
    const { evm, wallet, calls } = setup({ provider: createFakeProvider({ chainId: 999 }) })
    await evm.connect(wallet)
    const connected = calls.find(([name]) => name === 'connected')
    expect(connected?.[1]).toMatchObject({
      caipAddress: `eip155:999:${ALICE}`,
      network: { id: 999, name: 'Unknown Network', caipNetworkId: 'eip155:999' },
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls.some(([name]) => name === 'balance')).toBe(false)
    expect(balanceRead).not.toHaveBeenCalled()
  })

  it('turns the wallet’s 4001 into ConnectionRejectedError "Connection declined"', async () => {
    const { evm, wallet, provider, names } = setup()
    const rejection = walletError(4001, 'User rejected the request.')
    provider.handlers.eth_requestAccounts = () => {
      throw rejection
    }
    const error = await evm.connect(wallet).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({
      code: 'USER_REJECTED',
      shortMessage: 'Connection declined',
      cause: rejection,
    })
    expect(names()).toEqual(['connecting', 'connectFailed'])
    expect(evm.provider).toBeUndefined()
  })

  it('reports other failures as CONNECT_FAILED with the wallet’s message', async () => {
    const { evm, wallet, provider } = setup()
    provider.handlers.eth_requestAccounts = () => {
      throw new Error('Already processing eth_requestAccounts')
    }
    await expect(evm.connect(wallet)).rejects.toMatchObject({
      code: 'CONNECT_FAILED',
      shortMessage: 'Already processing eth_requestAccounts',
    })
  })

  it('keeps a Portico error as it is (a wallet with no account)', async () => {
    const { evm, wallet, names } = setup({ provider: createFakeProvider({ accounts: [] }) })
    await expect(evm.connect(wallet)).rejects.toMatchObject({ code: 'NO_ACCOUNT' })
    expect(names()).toEqual(['connecting', 'connectFailed'])
    expect(evm.provider).toBeUndefined()
  })

  it('stays connected when a second attempt fails', async () => {
    const { evm, wallet, provider, calls } = setup()
    await evm.connect(wallet)
    calls.length = 0
    provider.handlers.eth_requestAccounts = () => {
      throw walletError(4001)
    }
    await expect(evm.connect(wallet)).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(withoutBalance(calls)).toEqual([['connecting']])
    expect(evm.provider).toBe(provider)
  })
})

describe('createEvmConnection: restore', () => {
  it('restores without prompting and says so', async () => {
    const { evm, wallet, provider, calls } = setup({ networks: [devnet] })
    await expect(evm.restore(wallet)).resolves.toBe(true)
    expect(provider.methods()).not.toContain('eth_requestAccounts')
    expect(provider.methods()).toContain('eth_accounts')
    expect(withoutBalance(calls)).toEqual([
      [
        'connected',
        { wallet, caipAddress: `eip155:31337:${ALICE}`, network: devnet, restored: true },
      ],
    ])
  })

  it.each([
    [
      'grants no account',
      (p: FakeProvider) => {
        p.accounts = []
      },
    ],
    [
      'fails',
      (p: FakeProvider) => {
        p.handlers.eth_accounts = () => {
          throw new Error('locked')
        }
      },
    ],
  ])('returns false and reports nothing when the wallet %s', async (_, breakIt) => {
    const { evm, wallet, provider, calls } = setup()
    breakIt(provider)
    await expect(evm.restore(wallet)).resolves.toBe(false)
    expect(calls).toEqual([])
    expect(evm.provider).toBeUndefined()
  })
})

describe('createEvmConnection: wallet events', () => {
  async function connected() {
    balanceRead.mockResolvedValue('2')
    const env = setup()
    await env.evm.connect(env.wallet)
    env.calls.length = 0
    return env
  }

  it('follows a change of account', async () => {
    const { provider, calls } = await connected()
    provider.emit('accountsChanged', [BOB])
    expect(withoutBalance(calls)).toEqual([['accountChanged', `eip155:31337:${BOB}`]])
    await vi.waitFor(() =>
      expect(balanceRead).toHaveBeenLastCalledWith(devnet, expect.any(String), BOB),
    )
  })

  it('disconnects when the wallet drops every account', async () => {
    const { evm, provider, calls } = await connected()
    provider.emit('accountsChanged', [])
    expect(calls).toEqual([['disconnected']])
    expect(evm.provider).toBeUndefined()
    expect(provider.listenerCount()).toBe(0)
  })

  it('disconnects on the wallet’s disconnect event', async () => {
    const { evm, provider, calls } = await connected()
    provider.emit('disconnect', walletError(4900))
    expect(calls).toEqual([['disconnected']])
    expect(evm.provider).toBeUndefined()
  })

  it('follows a change of chain: network, then the account on the new chain', async () => {
    const { provider, calls } = await connected()
    provider.emit('chainChanged', '0x7a6a')
    expect(withoutBalance(calls)).toEqual([
      ['networkChanged', devnet2],
      ['accountChanged', `eip155:31338:${ALICE}`],
    ])
    await vi.waitFor(() =>
      expect(balanceRead).toHaveBeenLastCalledWith(devnet2, 'http://127.0.0.1:8546', ALICE),
    )
  })

  it('reports a chain the dapp did not configure as Unknown Network', async () => {
    const { provider, calls } = await connected()
    provider.emit('chainChanged', '0x1')
    expect(withoutBalance(calls)).toEqual([
      [
        'networkChanged',
        expect.objectContaining({ name: 'Unknown Network', caipNetworkId: 'eip155:1' }),
      ],
      ['accountChanged', `eip155:1:${ALICE}`],
    ])
  })

  it('ignores a chainChanged it cannot read', async () => {
    const { provider, calls } = await connected()
    provider.emit('chainChanged', 'garbage')
    expect(calls).toEqual([])
  })

  it('drops a balance answer that arrives after the account changed', async () => {
    let answerAlice: (value: string) => void = () => {}
    balanceRead.mockImplementation(
      (_network, _url, address) =>
        new Promise((resolve) => {
          if (address === ALICE) answerAlice = resolve
          else resolve('7')
        }),
    )
    const { evm, wallet, provider, calls } = setup()
    await evm.connect(wallet)
    await vi.waitFor(() => expect(balanceRead).toHaveBeenCalledTimes(1))
    provider.emit('accountsChanged', [BOB])
    await vi.waitFor(() =>
      expect(calls.at(-1)).toEqual(['balance', { balance: '7', symbol: 'ETH' }]),
    )
    answerAlice('100')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls.at(-1)).toEqual(['balance', { balance: '7', symbol: 'ETH' }])
  })
})

describe('createEvmConnection: switchNetwork', () => {
  it('refuses a network the dapp did not configure, without asking the wallet', async () => {
    const { evm, wallet, provider } = setup()
    await evm.connect(wallet)
    provider.request.mockClear()
    const elsewhere = defineEvmNetwork(10, 'Elsewhere', 'http://127.0.0.1:8599')
    const error = await evm.switchNetwork(elsewhere).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({
      code: 'SWITCH_NETWORK_NOT_FOUND',
      shortMessage: 'Network Not Found',
    })
    expect(provider.request).not.toHaveBeenCalled()
  })

  it('asks the wallet and reports the new network once', async () => {
    balanceRead.mockResolvedValue('0')
    const { evm, wallet, provider, calls } = setup()
    await evm.connect(wallet)
    calls.length = 0
    await evm.switchNetwork(devnet2)
    expect(provider.request).toHaveBeenCalledWith({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    expect(withoutBalance(calls)).toEqual([
      ['networkChanged', devnet2],
      ['accountChanged', `eip155:31338:${ALICE}`],
    ])
  })

  it('reports the new network itself when the wallet is slow to emit chainChanged', async () => {
    const { evm, wallet, provider, calls } = setup()
    await evm.connect(wallet)
    calls.length = 0
    provider.handlers.wallet_switchEthereumChain = () => null
    await evm.switchNetwork(devnet2)
    expect(withoutBalance(calls)).toEqual([
      ['networkChanged', devnet2],
      ['accountChanged', `eip155:31338:${ALICE}`],
    ])
  })

  it('adds the chain with the configured RPC URL when the wallet does not know it', async () => {
    const { evm, wallet, provider } = setup({ rpcUrl: () => 'http://127.0.0.1:9000/rpc' })
    await evm.connect(wallet)
    let attempts = 0
    provider.handlers.wallet_switchEthereumChain = () => {
      attempts += 1
      if (attempts === 1) throw walletError(4902)
      return null
    }
    provider.handlers.wallet_addEthereumChain = () => null
    await evm.switchNetwork(devnet2)
    expect(provider.request).toHaveBeenCalledWith({
      method: 'wallet_addEthereumChain',
      params: [
        expect.objectContaining({ chainId: '0x7a6a', rpcUrls: ['http://127.0.0.1:9000/rpc'] }),
      ],
    })
  })

  it('passes a declined switch on and stays where it was', async () => {
    const { evm, wallet, provider, calls } = setup()
    await evm.connect(wallet)
    calls.length = 0
    const declined = walletError(4001, 'User rejected the request.')
    provider.handlers.wallet_switchEthereumChain = () => {
      throw declined
    }
    await expect(evm.switchNetwork(devnet2)).rejects.toBe(declined)
    expect(withoutBalance(calls)).toEqual([])
  })
})

describe('createEvmConnection: disconnect', () => {
  it('revokes permissions, stops listening and reports disconnected', async () => {
    const { evm, wallet, provider, calls } = setup()
    await evm.connect(wallet)
    expect(provider.listenerCount()).toBeGreaterThan(0)
    calls.length = 0
    await evm.disconnect()
    expect(provider.request).toHaveBeenCalledWith({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(calls).toEqual([['disconnected']])
    expect(provider.listenerCount()).toBe(0)
    expect(evm.provider).toBeUndefined()
    provider.emit('accountsChanged', [BOB])
    provider.emit('chainChanged', '0x7a6a')
    expect(calls).toEqual([['disconnected']])
  })

  it('disconnects from a wallet that cannot revoke (4200)', async () => {
    const { evm, wallet, provider, calls } = setup()
    await evm.connect(wallet)
    provider.handlers.wallet_revokePermissions = () => {
      throw walletError(4200)
    }
    await evm.disconnect()
    expect(calls.at(-1)).toEqual(['disconnected'])
    expect(evm.provider).toBeUndefined()
  })

  it('rethrows another revoke failure and stays connected', async () => {
    const { evm, wallet, provider, names } = setup()
    await evm.connect(wallet)
    provider.handlers.wallet_revokePermissions = () => {
      throw walletError(-32603, 'Internal error')
    }
    await expect(evm.disconnect()).rejects.toMatchObject({ code: -32603 })
    expect(names()).not.toContain('disconnected')
    expect(evm.provider).toBe(provider)
  })

  it('reports disconnected without a wallet call when nothing is connected', async () => {
    const { evm, provider, calls } = setup()
    await evm.disconnect()
    expect(provider.request).not.toHaveBeenCalled()
    expect(calls).toEqual([['disconnected']])
  })
})
