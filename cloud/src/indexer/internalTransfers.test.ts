import { findFreePort, type RunningAnvil, startAnvil } from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  type Hex,
  http,
  MethodNotFoundRpcError,
  type PublicClient,
  padHex,
  parseEther,
  RpcRequestError,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractTransfers } from './extractTransfers.ts'
import { fetchBlocks } from './fetchBlocks.ts'
import { blockTraceSchema, type CallFrame, internalTransfers } from './internalTransfers.ts'

const A = '0x00000000000000000000000000000000000000aa'
const B = '0x00000000000000000000000000000000000000bb'
const C = '0x00000000000000000000000000000000000000cc'

const call = (frame: Partial<CallFrame>): CallFrame => ({ type: 'CALL', from: A, to: B, ...frame })

describe('internalTransfers', () => {
  it('takes value-moving calls under the top frame, in execution order, numbered from -2 down', () => {
    const top = call({
      value: 5n,
      calls: [
        call({ from: B, to: C, value: 2n, calls: [call({ from: C, to: A, value: 1n })] }),
        call({ type: 'STATICCALL', from: B, to: C }),
        call({ type: 'DELEGATECALL', from: B, to: C, value: 5n }),
        call({ type: 'CREATE2', from: B, to: C, value: 3n }),
        call({ from: B, to: C, value: 0n }),
      ],
    })
    expect(internalTransfers(top)).toEqual([
      { logIndex: -2, from: B, to: C, amount: 2n },
      { logIndex: -3, from: C, to: A, amount: 1n },
      { logIndex: -4, from: B, to: C, amount: 3n },
    ])
  })

  it('skips a reverted call and everything under it, and all of a reverted transaction', () => {
    const reverted = call({
      from: B,
      to: C,
      value: 2n,
      error: 'execution reverted',
      calls: [call({ from: C, to: A, value: 1n })],
    })
    expect(internalTransfers(call({ calls: [reverted, call({ from: B, value: 4n })] }))).toEqual([
      { logIndex: -2, from: B, to: B, amount: 4n },
    ])
    expect(
      internalTransfers(call({ error: 'out of gas', calls: [call({ from: B, value: 4n })] })),
    ).toEqual([])
  })

  it('refuses a node answer that is not a call trace', () => {
    const good = { txHash: `0x${'ab'.repeat(32)}`, result: { type: 'call', from: A, to: B } }
    expect(blockTraceSchema.parse([good])[0]?.result.type).toBe('CALL')
    for (const bad of [
      [{ ...good, result: { ...good.result, from: '0x12' } }],
      [{ ...good, result: { ...good.result, value: '12' } }],
      [{ ...good, result: { ...good.result, calls: [{ type: 'CALL' }] } }],
      [{ txHash: 'nope', result: good.result }],
      { result: good.result },
    ])
      expect(blockTraceSchema.safeParse(bad).success).toBe(false)
  })
})

/** Runtime code that calls the address in its calldata's first word with all the value it got. */
const FORWARDER = '0x6000600060006000346000355af100'
/** Runtime code that always reverts. */
const REVERTER = '0x60006000fd'
/** Creation code that returns `runtime` as the contract's code. */
const deployCode = (runtime: Hex): Hex => {
  const size = ((runtime.length - 2) / 2).toString(16).padStart(2, '0')
  return `0x60${size}600c60003960${size}6000f3${runtime.slice(2)}`
}

describe('internal native transfers on anvil', () => {
  let anvil: RunningAnvil
  let client: PublicClient
  let sender: Address
  let forwarder: Address
  let reverter: Address
  const receiver = '0x000000000000000000000000000000000000dead'

  const send = async (tx: { to?: Address; value?: bigint; data?: Hex }) => {
    const wallet = createWalletClient({ account: sender, transport: http(anvil.rpcUrl) })
    const hash = await wallet.sendTransaction({ ...tx, chain: null })
    return client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  }
  const deploy = async (runtime: Hex) =>
    (await send({ data: deployCode(runtime) })).contractAddress as Address

  beforeAll(async () => {
    anvil = await startAnvil({ host: '127.0.0.1', port: await findFreePort() })
    client = createPublicClient({ transport: http(anvil.rpcUrl) })
    ;[sender] = (await client.request({ method: 'eth_accounts' as never })) as [Address]
    forwarder = await deploy(FORWARDER)
    reverter = await deploy(REVERTER)
  }, 60_000)
  afterAll(() => anvil?.stop())

  const rowsOf = async (blockNumber: bigint, on: PublicClient = client) => {
    const [fetched] = await fetchBlocks(on, blockNumber, blockNumber, { traceCalls: true })
    if (!fetched) throw new Error('no block')
    return { fetched, rows: extractTransfers(fetched.block, fetched.receipts, fetched.traces) }
  }

  it('stores ETH a contract sent on inside a call under its transaction, after its own value', async () => {
    const receipt = await send({
      to: forwarder,
      value: parseEther('0.3'),
      data: padHex(receiver, { size: 32 }),
    })
    const { rows } = await rowsOf(receipt.blockNumber)
    expect(rows.map((r) => [r.logIndex, r.kind, r.from, r.to, r.amount, r.status])).toEqual([
      [-1, 'native', sender.toLowerCase(), forwarder, parseEther('0.3'), 'confirmed'],
      [-2, 'native', forwarder, receiver, parseEther('0.3'), 'confirmed'],
    ])
    expect(rows.every((r) => r.txHash === receipt.transactionHash)).toBe(true)
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.3'))
  })

  it('stores nothing for a call that reverted inside a transaction that went through', async () => {
    const receipt = await send({
      to: forwarder,
      value: parseEther('0.1'),
      data: padHex(reverter, { size: 32 }),
    })
    expect(receipt.status).toBe('success')
    const { rows } = await rowsOf(receipt.blockNumber)
    expect(rows.map((r) => [r.logIndex, r.to])).toEqual([[-1, forwarder]])
  })

  it('does not trace a block of plain transfers', async () => {
    const receipt = await send({ to: receiver, value: 1n })
    const { fetched, rows } = await rowsOf(receipt.blockNumber)
    expect(fetched.traces).toBeNull()
    expect(rows.map((r) => r.logIndex)).toEqual([-1])
  })

  it('indexes without internal transfers on a node that cannot trace, asking it once', async () => {
    const receipt = await send({
      to: forwarder,
      value: 7n,
      data: padHex(receiver, { size: 32 }),
    })
    const asked: string[] = []
    const upstream = http(anvil.rpcUrl)({})
    const noTracing = createPublicClient({
      transport: custom({
        async request({ method, params }) {
          asked.push(method)
          if (method.startsWith('debug_'))
            throw new MethodNotFoundRpcError(
              new RpcRequestError({ body: {}, error: { code: -32601, message: 'nope' }, url: '' }),
            )
          return upstream.request({ method, params } as never)
        },
      }),
    })
    for (let i = 0; i < 2; i++) {
      const { fetched, rows } = await rowsOf(receipt.blockNumber, noTracing)
      expect(fetched.traces).toBeNull()
      expect(rows.map((r) => [r.logIndex, r.to])).toEqual([[-1, forwarder]])
    }
    expect(asked.filter((m) => m === 'debug_traceBlockByHash')).toHaveLength(1)
  })
})
