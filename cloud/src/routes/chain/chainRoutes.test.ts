import { DEVNET_MNEMONIC, findFreePort } from '@portico/devnet'
import { balanceResponseSchema, fungiblePriceResponseSchema } from '@portico/shared'
import {
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  type PublicClient,
  parseEther,
  zeroAddress,
} from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../../chain/cloudChains.ts'
import { describeOnBothDatabases } from '../../testing/describeOnBothDatabases.ts'
import { startTestChain, type TestChain } from '../../testing/startTestChain.ts'
import {
  apiUrl,
  countRows,
  postJson,
  TEST_PROJECT_ID,
  useTestCloud,
} from '../../testing/testCloud.ts'

const DOWN_CHAIN_ID = 999

let chain: TestChain
let downRpc: string
beforeAll(async () => {
  chain = await startTestChain('chain-routes')
  downRpc = `http://127.0.0.1:${await findFreePort()}`
}, 120_000)
afterAll(() => chain?.stop())

const holder = () => chain.deployments.accounts[9] as `0x${string}`
const token = (symbol: string) => {
  const t = chain.deployments.tokens.find((x) => x.symbol === symbol)
  if (!t) throw new Error(`no ${symbol}`)
  return t
}

describeOnBothDatabases('chain data routes', (database) => {
  let clock = Date.now()
  const cloud = useTestCloud(database, () => ({
    chains: [...chain.chains, { id: DOWN_CHAIN_ID, name: 'Down', rpcUrl: downRpc }],
    deployments: () => chain.deployments,
    now: () => clock,
    // Balances and prices read the chain itself; the history's indexer is tested on its own.
    indexer: false,
  }))
  const url = (path: string, query: Record<string, string> = {}) => apiUrl(cloud().url, path, query)
  const balances = async (address: string, query: Record<string, string> = {}) => {
    const res = await fetch(url(`/v1/account/${address}/balance`, { currency: 'usd', ...query }))
    expect(res.status).toBe(200)
    return balanceResponseSchema.parse(await res.json()).balances
  }

  it('lists the chains it serves', async () => {
    const res = await fetch(url('/v1/supported-chains'))
    expect(await res.json()).toEqual({
      http: ['eip155:31337', 'eip155:31338', `eip155:${DOWN_CHAIN_ID}`],
      ws: [],
    })
  })

  it('reads native and ERC-20 balances from the chain, priced by the Uniswap pools', async () => {
    const list = await balances(holder(), { chainId: 'eip155:31337' })
    const bySymbol = Object.fromEntries(list.map((b) => [b.symbol, b]))
    expect(Object.keys(bySymbol).sort()).toEqual(['ETH', 'PTK', 'tUSD'])
    expect(bySymbol.ETH).toMatchObject({
      name: 'Ether',
      chainId: 'eip155:31337',
      price: 3000,
      value: 30_000_000,
      quantity: { decimals: '18', numeric: '10000' },
    })
    expect(bySymbol.ETH?.address).toBeUndefined()
    expect(bySymbol.tUSD).toMatchObject({
      name: 'Test USD',
      address: `eip155:31337:${getAddress(token('tUSD').address)}`,
      price: 1,
      value: 100_000,
      quantity: { decimals: '6', numeric: '100000' },
    })
    expect(bySymbol.PTK?.price).toBeCloseTo(1, 9)
    expect(bySymbol.PTK?.value).toBeCloseTo(100_000, 4)
    expect(bySymbol.PTK?.address).toBe(`eip155:31337:${getAddress(token('PTK').address)}`)
    expect(list[0]?.symbol).toBe('ETH')
    const icon = await fetch(bySymbol.tUSD?.iconUrl ?? '')
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toContain('image/svg+xml')
    expect(bySymbol.tUSD?.iconUrl).toContain(`projectId=${TEST_PROJECT_ID}`)
  })

  it('reads every served chain without chainId, leaving out one that does not answer', async () => {
    const all = await balances(holder().toLowerCase())
    expect(all.map((b) => `${b.chainId} ${b.symbol}`).sort()).toEqual([
      'eip155:31337 ETH',
      'eip155:31337 PTK',
      'eip155:31337 tUSD',
      'eip155:31338 ETH',
    ])
    // No pool on the bare chain: a balance without a price.
    expect(all.find((b) => b.chainId === 'eip155:31338')).toMatchObject({
      quantity: { decimals: '18', numeric: '10000' },
      price: 0,
      value: 0,
    })
    expect(await balances(holder(), { chainId: 'eip155:1' })).toEqual([])
    expect(await balances('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toEqual([])
  })

  it("answers 502 'Token Balance Unavailable' when a chain does not answer", async () => {
    const res = await fetch(
      url(`/v1/account/${holder()}/balance`, { chainId: `eip155:${DOWN_CHAIN_ID}` }),
    )
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({
      code: 'TOKEN_BALANCE_UNAVAILABLE',
      message: 'Token Balance Unavailable',
    })
  })

  it('caches balances for 30 s; forceUpdate reads the chain again', async () => {
    const fresh = privateKeyToAccount(generatePrivateKey()).address
    expect(await balances(fresh, { chainId: 'eip155:31337' })).toEqual([])
    const sender = createWalletClient({
      account: mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 8 }),
      transport: http(chain.chains[0]?.rpcUrl),
    })
    const client = createPublicClient({ transport: http(chain.chains[0]?.rpcUrl) }) as PublicClient
    const hash = await sender.sendTransaction({ to: fresh, value: parseEther('1'), chain: null })
    await client.waitForTransactionReceipt({ hash })
    expect(await balances(fresh, { chainId: 'eip155:31337' })).toEqual([])
    clock += 29_000
    expect(await balances(fresh, { chainId: 'eip155:31337' })).toEqual([])
    const forced = await balances(fresh, { chainId: 'eip155:31337', forceUpdate: 'true' })
    expect(forced).toEqual([expect.objectContaining({ symbol: 'ETH', value: 3000 })])
    const hash2 = await sender.sendTransaction({ to: fresh, value: parseEther('1'), chain: null })
    await client.waitForTransactionReceipt({ hash: hash2 })
    clock += 30_001
    expect(await balances(fresh, { chainId: 'eip155:31337' })).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        value: 6000,
        quantity: { decimals: '18', numeric: '2' },
      }),
    ])
  })

  it('prices fungibles by CAIP-10 address, in request order', async () => {
    const res = await postJson(url('/v1/fungible/price'), {
      currency: 'usd',
      projectId: TEST_PROJECT_ID,
      addresses: [
        `eip155:31337:${token('PTK').address}`,
        `eip155:31337:${NATIVE_TOKEN_ADDRESS}`,
        `eip155:31337:${token('tUSD').address}`,
        `eip155:31337:${chain.deployments.contracts.weth9}`,
        `eip155:1:${token('tUSD').address}`,
        `eip155:31337:${holder()}`,
        `eip155:31338:${NATIVE_TOKEN_ADDRESS}`,
      ],
    })
    expect(res.status).toBe(200)
    const { fungibles } = fungiblePriceResponseSchema.parse(await res.json())
    expect(fungibles.map((f) => [f.symbol, f.name])).toEqual([
      ['PTK', 'Portico Token'],
      ['ETH', 'Ether'],
      ['tUSD', 'Test USD'],
      ['WETH', 'Wrapped Ether'],
      ['ETH', 'Ether'],
    ])
    expect(fungibles[0]?.price).toBeCloseTo(1, 9)
    expect(fungibles.slice(1).map((f) => f.price)).toEqual([3000, 1, 3000, 0])
    expect(fungibles[0]?.iconUrl).toMatch(/\/public\/getTokenImage\/PTK\?/)
  })

  describe('RPC proxy', () => {
    const rpcUrl = (chainId = 'eip155:31337', projectId = TEST_PROJECT_ID) =>
      `${cloud().url}/v1/?chainId=${chainId}&projectId=${projectId}`
    const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({
      jsonrpc: '2.0',
      id,
      method,
      params,
    })

    it('forwards a request and a batch to the chain, in order', async () => {
      const single = await (await postJson(rpcUrl(), call('eth_chainId'))).json()
      expect(single).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' })
      const batch = await (
        await postJson(rpcUrl(), [
          call('eth_chainId', [], 'a'),
          call('eth_getBalance', [holder(), 'latest'], 'b'),
          call('net_version', [], 'c'),
        ])
      ).json()
      expect(batch.map((r: { id: string }) => r.id)).toEqual(['a', 'b', 'c'])
      expect(BigInt(batch[1].result)).toBe(parseEther('10000'))
      const second = await (await postJson(rpcUrl('eip155:31338'), call('eth_chainId'))).json()
      expect(second.result).toBe('0x7a6a')
    })

    it('serves viem as an ordinary RPC URL, transactions included', async () => {
      const transport = http(rpcUrl(), { batch: true })
      const client = createPublicClient({ transport })
      expect(await client.getChainId()).toBe(31337)
      const account = privateKeyToAccount(generatePrivateKey())
      const funder = createWalletClient({
        account: mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 7 }),
        transport,
      })
      const hash = await funder.sendTransaction({ to: account.address, value: 5n, chain: null })
      await client.waitForTransactionReceipt({ hash })
      expect(await client.getBalance({ address: account.address })).toBe(5n)
    })

    it('answers a JSON-RPC error for a chain it does not serve', async () => {
      const single = await postJson(rpcUrl('eip155:1'), call('eth_chainId'))
      expect(single.status).toBe(200)
      expect(await single.json()).toEqual({
        jsonrpc: '2.0',
        id: 1,
        error: { code: 4902, message: 'Chain is not supported', data: { chainId: 'eip155:1' } },
      })
      const batch = await (
        await postJson(rpcUrl('eip155:1'), [call('eth_chainId', [], 1), call('eth_chainId', [], 2)])
      ).json()
      expect(batch.map((r: { error: { code: number } }) => r.error.code)).toEqual([4902, 4902])
    })

    it("refuses signing, node-admin and the node's own eth_* methods, forwarding the rest", async () => {
      const before = await (
        await postJson(rpcUrl(), call('eth_getBalance', [zeroAddress, 'latest']))
      ).json()
      const batch = await (
        await postJson(rpcUrl(), [
          call('anvil_setBalance', [zeroAddress, '0xffff'], 1),
          call('eth_sendTransaction', [{ from: holder(), to: zeroAddress, value: '0x1' }], 2),
          call('eth_accounts', [], 3),
          // anvil's own method: a send from any address without its key (a blocklist let it
          // through and moved an e-mail user's ETH).
          call(
            'eth_sendUnsignedTransaction',
            [{ from: holder(), to: zeroAddress, value: '0x1' }],
            4,
          ),
          call('eth_blockNumber', [], 5),
        ])
      ).json()
      expect(
        batch.slice(0, 4).map((r: { error?: { message: string } }) => r.error?.message),
      ).toEqual([
        'Requested RPC call is not allowed',
        'Requested RPC call is not allowed',
        'Requested RPC call is not allowed',
        'Requested RPC call is not allowed',
      ])
      expect(batch[4].result).toMatch(/^0x/)
      const after = await (
        await postJson(rpcUrl(), call('eth_getBalance', [zeroAddress, 'latest']))
      ).json()
      expect(after.result).toBe(before.result)
    })

    it('answers 502 with a JSON-RPC error when the upstream is down', async () => {
      const res = await postJson(rpcUrl(`eip155:${DOWN_CHAIN_ID}`), call('eth_chainId'))
      expect(res.status).toBe(502)
      expect(await res.json()).toMatchObject({
        id: 1,
        error: { code: -32603, message: 'HTTP request to the RPC failed' },
      })
    })

    it('checks the project: 401 unknown, 400 missing', async () => {
      const unknown = await postJson(rpcUrl('eip155:31337', 'nope'), call('eth_chainId'))
      expect(unknown.status).toBe(401)
      expect(await unknown.json()).toMatchObject({ code: 'INVALID_PROJECT_ID' })
      const missing = await postJson(`${cloud().url}/v1/?chainId=eip155:31337`, call('eth_chainId'))
      expect(missing.status).toBe(400)
    })

    it.each([
      ['no method', { jsonrpc: '2.0', id: 1 }],
      ['JSON-RPC 1.0', { jsonrpc: '1.0', id: 1, method: 'eth_chainId' }],
      ['params as a string', { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: 'x' }],
      ['an empty batch', []],
      ['a batch over 1000', Array.from({ length: 1001 }, (_, i) => call('eth_chainId', [], i))],
      ['a number', 42],
      // Nested 100,000 deep, this was passed on to the node, which failed: a 502.
      [
        'params nested 100,000 deep',
        `{"jsonrpc":"2.0","id":1,"method":"eth_call","params":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
      ],
    ])('refuses %s with 400', async (_, body) => {
      const res = await postJson(rpcUrl(), body)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'SCHEMA_INVALID_INPUT' })
    })

    it('refuses a malformed chainId with 400', async () => {
      for (const chainId of ['eip155', 'eip155:0x1', 'cosmos:cosmoshub-4'])
        expect((await postJson(rpcUrl(chainId), call('eth_chainId'))).status, chainId).toBe(400)
    })
  })

  describe('bad input', () => {
    it.each([
      ['/v1/account/0x12/balance', {}],
      ['/v1/account/0x0000000000000000000000000000000000000001/balance', { currency: 'eur' }],
      ['/v1/account/0x0000000000000000000000000000000000000001/balance', { chainId: '31337' }],
      ['/v1/account/0x0000000000000000000000000000000000000001/balance', { forceUpdate: 'yes' }],
      ['/v1/supported-chains', { st: 'a b' }],
    ])('GET %s %j → 400', async (path, query) => {
      const res = await fetch(url(path, query))
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'SCHEMA_INVALID_INPUT' })
    })

    it.each([
      [
        'currency eur',
        {
          currency: 'eur',
          addresses: ['eip155:31337:0x0000000000000000000000000000000000000001'],
          projectId: TEST_PROJECT_ID,
        },
      ],
      ['no addresses', { currency: 'usd', addresses: [], projectId: TEST_PROJECT_ID }],
      [
        'a CAIP-2 id for an address',
        { currency: 'usd', addresses: ['eip155:31337'], projectId: TEST_PROJECT_ID },
      ],
      [
        'a Solana address',
        {
          currency: 'usd',
          addresses: [
            'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
          ],
          projectId: TEST_PROJECT_ID,
        },
      ],
      [
        'another projectId',
        {
          currency: 'usd',
          addresses: ['eip155:31337:0x0000000000000000000000000000000000000001'],
          projectId: 'quiet-project',
        },
      ],
      [
        '101 addresses',
        {
          currency: 'usd',
          addresses: Array(101).fill('eip155:31337:0x0000000000000000000000000000000000000001'),
          projectId: TEST_PROJECT_ID,
        },
      ],
    ])('POST /v1/fungible/price with %s → 400, nothing written', async (_, body) => {
      const before = await countRows(database().db)
      const res = await postJson(url('/v1/fungible/price'), body)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'SCHEMA_INVALID_INPUT' })
      expect(await countRows(database().db)).toEqual(before)
    })
  })
})
