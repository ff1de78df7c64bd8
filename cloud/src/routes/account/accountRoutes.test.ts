import { accountHistorySchema, accountNftsSchema, type Transaction } from '@portico/shared'
import {
  type Address,
  createWalletClient,
  getAddress,
  http,
  parseAbi,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { labelContracts } from '../../history/labelContracts.ts'
import { encodeCursor } from '../../http/pageCursor.ts'
import { describeOnBothDatabases } from '../../testing/describeOnBothDatabases.ts'
import { startTestChain, type TestChain } from '../../testing/startTestChain.ts'
import { apiUrl, TEST_PROJECT_ID, useTestCloud } from '../../testing/testCloud.ts'
import {
  freshAccount,
  fundAccount,
  type TestTransfers,
  testTransfers,
} from '../../testing/testTransfers.ts'
import { waitForIndexed } from '../../testing/waitForIndexed.ts'

const MAIN = 31337
const SECOND = 31338

let chain: TestChain
let sends: TestTransfers
let sends2: TestTransfers
beforeAll(async () => {
  chain = await startTestChain('account-routes')
  sends = testTransfers(chain)
  sends2 = testTransfers(chain, chain.chains[1]?.rpcUrl)
}, 120_000)
afterAll(() => chain?.stop())

const tokenAddress = (symbol: string) => {
  const token = chain.deployments.tokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`no ${symbol}`)
  return getAddress(token.address)
}
const collection = () => getAddress(chain.deployments.collections[0]?.address ?? zeroAddress)

/** Swaps `value` ETH for tUSD on the Uniswap pool. */
async function swapEthForUsd(from: ReturnType<typeof freshAccount>, value: bigint) {
  const wallet = createWalletClient({ account: from, transport: http(chain.chains[0]?.rpcUrl) })
  const block = await sends.client.getBlock()
  const hash = await wallet.writeContract({
    address: chain.deployments.contracts.uniswapV2Router02,
    abi: parseAbi([
      'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
    ]),
    functionName: 'swapExactETHForTokens',
    args: [
      0n,
      [chain.deployments.contracts.weth9, tokenAddress('tUSD')],
      from.address,
      block.timestamp + 600n,
    ],
    value,
    chain: null,
  })
  return sends.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

describeOnBothDatabases('account routes', (database) => {
  const cloud = useTestCloud(database, () => ({
    chains: chain.chains,
    deployments: () => chain.deployments,
    indexer: { pollIntervalMs: 100 },
  }))
  const synced = (receipt: { blockNumber: bigint }, chainId = MAIN) =>
    waitForIndexed(database().db, chainId, receipt.blockNumber)
  const get = (path: string, query: Record<string, string> = {}) =>
    fetch(apiUrl(cloud().url, path, query))
  const history = async (address: string, query: Record<string, string> = {}) => {
    const res = await get(`/v1/account/${address}/history`, query)
    expect(res.status).toBe(200)
    return accountHistorySchema.parse(await res.json())
  }
  const nfts = async (address: string, query: Record<string, string> = {}) => {
    const res = await get(`/v1/account/${address}/nfts`, query)
    expect(res.status).toBe(200)
    return accountNftsSchema.parse(await res.json())
  }

  /** An account with one of each kind of transaction, and their hashes, oldest first. */
  const alice = freshAccount()
  const bob = freshAccount().address
  const sent: { kind: string; hash: string }[] = []
  let mintedIds: bigint[] = []
  beforeAll(async () => {
    const note =
      (kind: string) =>
      <R extends { transactionHash: string }>(receipt: R): R => {
        sent.push({ kind, hash: receipt.transactionHash })
        return receipt
      }
    note('receive ETH')(await sends.native(9, alice.address, parseEther('2')))
    note('receive tUSD')(await sends.token(5, 'tUSD', alice.address, parseUnits('1.5', 6)))
    note('receive PTK')(await sends.token(5, 'PTK', alice.address, parseUnits('0.000001', 18)))
    note('send ETH')(await sends.native(alice, bob, parseEther('0.25')))
    const minted = await sends.mintNfts(alice.address, 2)
    mintedIds = minted.ids
    note('mint')(minted.receipt)
    note('send NFT')(await sends.nft(alice, bob, minted.ids[0] ?? 0n))
    note('burn')(await sends.burnNft(alice, minted.ids[1] ?? 0n))
    note('failed')(await sends.failedNative(alice, tokenAddress('tUSD'), parseEther('0.01')))
    const swap = note('trade')(await swapEthForUsd(alice, parseEther('0.1')))
    await synced(swap)
  }, 60_000)

  const byHash = (list: Transaction[], hash: string) => {
    const tx = list.find((t) => t.hash === hash)
    if (!tx) throw new Error(`no ${hash}`)
    return tx
  }
  const hashOf = (kind: string) => sent.find((s) => s.kind === kind)?.hash ?? ''

  it('lists what the account sent and received, newest first, one entry per transaction', async () => {
    const { data, next } = await history(alice.address, { chainId: `eip155:${MAIN}` })
    expect(next).toBeNull()
    expect(data.map((t) => t.hash)).toEqual(sent.map((s) => s.hash).reverse())
    expect(data.map((t) => t.metadata.operationType)).toEqual([
      'trade',
      'send',
      'burn',
      'send',
      'mint',
      'send',
      'receive',
      'receive',
      'receive',
    ])
    const usd = byHash(data, hashOf('receive tUSD'))
    expect(usd).toMatchObject({
      id: `eip155:${MAIN}:${usd.hash}`,
      metadata: {
        chain: `eip155:${MAIN}`,
        status: 'confirmed',
        sentFrom: chain.deployments.accounts[5],
        sentTo: alice.address,
      },
      transfers: [
        {
          direction: 'in',
          contractAddress: tokenAddress('tUSD'),
          fungible_info: { name: 'Test USD', symbol: 'tUSD' },
          quantity: { numeric: '1.5', decimals: '6' },
          price: 1,
          value: 1.5,
        },
      ],
    })
    expect(usd.transfers[0]?.fungible_info?.icon?.url).toContain('/public/getTokenImage/tUSD?')
    expect(usd.transfers[0]?.fungible_info?.icon?.url).toContain(`projectId=${TEST_PROJECT_ID}`)
    expect(new Date(usd.metadata.minedAt).toISOString()).toBe(usd.metadata.minedAt)
    expect(Date.now() - Date.parse(usd.metadata.minedAt)).toBeLessThan(600_000)
    expect(byHash(data, hashOf('receive PTK')).transfers[0]?.quantity.numeric).toBe('0.000001')
    const eth = byHash(data, hashOf('send ETH'))
    expect(eth.metadata).toMatchObject({ sentFrom: alice.address, sentTo: bob })
    expect(eth.transfers).toEqual([
      expect.objectContaining({
        direction: 'out',
        fungible_info: expect.objectContaining({ name: 'Ether', symbol: 'ETH' }),
        quantity: { numeric: '0.25', decimals: '18' },
        price: expect.any(Number),
      }),
    ])
    expect(eth.transfers[0]?.contractAddress).toBeUndefined()
  })

  it('names NFTs, and tells mints, burns, failures and trades apart', async () => {
    const { data } = await history(alice.address.toLowerCase())
    const mint = byHash(data, hashOf('mint'))
    expect(mint.metadata).toMatchObject({ sentFrom: zeroAddress, sentTo: alice.address })
    expect(mint.transfers).toEqual(
      mintedIds.map((id) =>
        expect.objectContaining({
          direction: 'in',
          contractAddress: collection(),
          nft_info: expect.objectContaining({
            name: `Portico Collectibles #${id}`,
            tokenId: String(id),
            flags: { is_spam: false },
          }),
          quantity: { numeric: '1', decimals: '0' },
        }),
      ),
    )
    const preview = mint.transfers[0]?.nft_info?.content?.preview.url ?? ''
    expect(preview).toContain(`/v1/nft/eip155:${MAIN}/${collection()}/${mintedIds[0]}/image?`)
    const image = await fetch(preview)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toContain('image/svg+xml')
    expect(byHash(data, hashOf('burn')).metadata).toMatchObject({
      operationType: 'burn',
      sentTo: zeroAddress,
    })
    expect(byHash(data, hashOf('send NFT')).transfers[0]).toMatchObject({ direction: 'out' })
    const failed = byHash(data, hashOf('failed'))
    expect(failed.metadata).toMatchObject({ status: 'failed', operationType: 'send' })
    const trade = byHash(data, hashOf('trade'))
    expect(trade.transfers.map((t) => [t.direction, t.fungible_info?.symbol])).toEqual([
      ['out', 'ETH'],
      ['in', 'tUSD'],
    ])
    // Bob's side of the same transfers.
    const bobs = await history(bob.toUpperCase().replace('0X', '0x'))
    expect(bobs.data.map((t) => t.metadata.operationType)).toEqual(['receive', 'receive'])
  })

  it('filters by chain, and lists nothing for a chain it does not serve or a Solana address', async () => {
    const receipt = await sends2.native(9, alice.address, 3n)
    await synced(receipt, SECOND)
    // Found by hash, not as the newest: each anvil keeps its own block clock, so the main chain's
    // last block can carry a later time than this one (CI saw it at the top once).
    const all = await history(alice.address)
    expect(byHash(all.data, receipt.transactionHash)).toMatchObject({
      metadata: { chain: `eip155:${SECOND}`, operationType: 'receive' },
    })
    const second = await history(alice.address, { chainId: `eip155:${SECOND}` })
    expect(second.data.map((t) => t.hash)).toEqual([receipt.transactionHash])
    const main = await history(alice.address, { chainId: `eip155:${MAIN}` })
    expect(main.data.map((t) => t.hash)).not.toContain(receipt.transactionHash)
    expect(await history(alice.address, { chainId: 'eip155:1' })).toEqual({ data: [], next: null })
    expect(
      await history(alice.address, { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ).toEqual({ data: [], next: null })
    expect(await history('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toEqual({
      data: [],
      next: null,
    })
  })

  it('pages with a cursor through every transaction once, unmoved by new ones', async () => {
    const { data: everything } = await history(alice.address, { limit: '50' })
    const seen: string[] = []
    let cursor: string | null | undefined
    let pages = 0
    do {
      const page = await history(alice.address, { limit: '3', ...(cursor ? { cursor } : {}) })
      expect(page.data.length).toBeLessThanOrEqual(3)
      seen.push(...page.data.map((t) => t.id))
      cursor = page.next
      pages++
      // A new transaction meanwhile lands before the first page, not in the next ones.
      if (pages === 1) await synced(await sends.native(9, alice.address, 1n))
    } while (cursor)
    expect(seen).toEqual(everything.map((t) => t.id))
    expect(new Set(seen).size).toBe(seen.length)
    expect(pages).toBe(Math.ceil(everything.length / 3))
  })

  it.each([
    ['a cursor that is not one', { cursor: 'not a cursor!' }],
    ['a cursor of another list', { cursor: encodeCursor([1, '0xabc', '1']) }],
    ['a cursor with a negative block', { cursor: encodeCursor([1, 31337, -1, 0]) }],
  ])('answers 400 to %s, saying so', async (_, query) => {
    const res = await get(`/v1/account/${alice.address}/history`, query)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      name: 'ValidationError',
      code: 'SCHEMA_INVALID_INPUT',
      message: expect.any(String),
      details: 'query.cursor: Invalid cursor: pass the `next` value of the previous page unchanged',
      issues: [
        {
          path: 'query.cursor',
          message: 'Invalid cursor: pass the `next` value of the previous page unchanged',
        },
      ],
    })
  })

  it.each([
    ['/v1/account/0x1234/history', {}],
    ['/v1/account/not-an-address/history', {}],
    ['/v1/account/{a}/history', { limit: '51' }],
    ['/v1/account/{a}/history', { limit: '0' }],
    ['/v1/account/{a}/history', { onramp: 'paypal' }],
    ['/v1/account/{a}/history', { chainId: 'nope' }],
    ['/v1/account/{a}/nfts', { cursor: encodeCursor([1, 31337, 0, 0]) }],
    ['/v1/account/0x1234/nfts', {}],
  ])('GET %s %j → 400', async (path, query) => {
    const res = await get(path.replace('{a}', alice.address), query)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'SCHEMA_INVALID_INPUT' })
  })

  it('lists no on-ramp purchases: there are none locally', async () => {
    expect(await history(alice.address, { onramp: 'coinbase' })).toEqual({ data: [], next: null })
  })

  it('lists the NFTs an account holds, and moves one with its transfer', async () => {
    const holder = chain.deployments.accounts[3] as Address
    await synced({ blockNumber: await sends.client.getBlockNumber({ cacheTime: 0 }) })
    const held = await nfts(holder, { chainId: `eip155:${MAIN}` })
    expect(held.next).toBeNull()
    expect(held.data).toEqual(
      ['10', '11', '12'].map((tokenId) => ({
        chainId: `eip155:${MAIN}`,
        contractAddress: collection(),
        tokenId,
        name: `Portico Collectibles #${tokenId}`,
        collectionName: 'Portico Collectibles',
        imageUrl: expect.stringContaining(
          `/v1/nft/eip155:${MAIN}/${collection()}/${tokenId}/image?`,
        ),
        flags: { is_spam: false },
      })),
    )
    const first = await nfts(holder, { limit: '2' })
    expect(first.data.map((n) => n.tokenId)).toEqual(['10', '11'])
    const rest = await nfts(holder, { limit: '2', cursor: first.next ?? '' })
    expect(rest).toMatchObject({ data: [{ tokenId: '12' }], next: null })

    const dave = freshAccount()
    const erin = freshAccount().address
    await fundAccount(sends, dave.address)
    const { ids } = await sends.mintNfts(dave.address, 2)
    const moved = await sends.nft(dave, erin, ids[0] ?? 0n)
    await synced(moved)
    expect((await nfts(dave.address)).data.map((n) => n.tokenId)).toEqual([String(ids[1])])
    expect((await nfts(erin.toLowerCase())).data.map((n) => n.tokenId)).toEqual([String(ids[0])])
    expect((await nfts(alice.address)).data).toEqual([])
    expect(await nfts(erin, { chainId: `eip155:${SECOND}` })).toEqual({ data: [], next: null })
  })

  it('shows a transfer in pages read before it, once the indexer stored it', async () => {
    const frank = freshAccount()
    const grace = freshAccount().address
    await fundAccount(sends, frank.address)
    const { ids, receipt } = await sends.mintNfts(frank.address, 1)
    await synced(receipt)
    // Read twice, so that a cache (PGlite, or Redis' history events) holds the pages.
    for (let i = 0; i < 2; i++) {
      expect((await nfts(frank.address)).data.map((n) => n.tokenId)).toEqual([String(ids[0])])
      expect((await history(grace)).data).toEqual([])
    }
    const before = (await history(frank.address)).data.length
    await synced(await sends.nft(frank, grace, ids[0] ?? 0n))
    expect((await nfts(frank.address)).data).toEqual([])
    expect((await nfts(grace)).data.map((n) => n.tokenId)).toEqual([String(ids[0])])
    expect((await history(grace)).data).toHaveLength(1)
    expect((await history(frank.address)).data).toHaveLength(before + 1)
  })

  it('serves a drawn picture per NFT, cacheable and without script', async () => {
    const path = `/v1/nft/eip155:${MAIN}/${collection()}/7/image`
    const res = await get(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('image/svg+xml')
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=86400\b/)
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
    const svg = await res.text()
    expect(svg).toContain('>#7</text>')
    expect(svg).not.toMatch(/<script|href=|on[a-z]+=/i)
    expect(await (await get(path)).text()).toBe(svg)
    for (const bad of [
      `/v1/nft/eip155:${MAIN}/${collection()}/07/image`,
      `/v1/nft/eip155:${MAIN}/${collection()}/-1/image`,
      // Letters and exponents failed the pattern, then crashed BigInt(): a 500.
      `/v1/nft/eip155:${MAIN}/${collection()}/abc/image`,
      `/v1/nft/eip155:${MAIN}/${collection()}/1e3/image`,
      `/v1/nft/eip155:${MAIN}/${collection()}/${2n ** 256n}/image`,
      `/v1/nft/eip155:${MAIN}/0x1234/7/image`,
      `/v1/nft/nope/${collection()}/7/image`,
    ])
      expect((await get(bad)).status, bad).toBe(400)
  })
})

describe('labels of contracts the deployments do not list', () => {
  it('reads an unlisted collection from the chain, and flags one that has no name as spam', async () => {
    const labels = await labelContracts(
      sends.client,
      { ...chain.deployments, collections: [] },
      {
        fungibles: [tokenAddress('PTK').toLowerCase()],
        collections: [collection().toLowerCase(), tokenAddress('tUSD').toLowerCase()],
      },
    )
    expect(labels.fungibles.get(tokenAddress('PTK').toLowerCase())).toMatchObject({
      symbol: 'PTK',
      decimals: 18,
    })
    expect(labels.collections.get(collection().toLowerCase())).toEqual({
      name: 'Portico Collectibles',
      symbol: 'PCOL',
      isSpam: false,
    })
    // tUSD answers name() but is no collection: judged by its name, so not spam.
    const notAContract = '0x000000000000000000000000000000000000dead'
    const none = await labelContracts(sends.client, null, {
      fungibles: [],
      collections: [notAContract],
    })
    expect(none.collections.get(notAContract)).toEqual({
      name: 'Unknown collection',
      symbol: '',
      isSpam: true,
    })
  })
})
