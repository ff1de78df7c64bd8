/**
 * Probe: the cloud's RPC proxy in front of an anvil node. anvil answers methods no public node
 * should forward: `eth_sendUnsignedTransaction` (moves funds from any address without a key),
 * `eth_sendTransaction`/`eth_sign*` with its unlocked accounts, `anvil_*` and `evm_*` (set
 * balances, impersonate, mine, rewind). Each is sent through the proxy, alone, in a batch
 * beside an allowed read, and in other spellings; none is forwarded and no balance moves.
 * Issue 16 finding 1.
 */
import { findFreePort, type RunningAnvil, startAnvil } from '@portico/devnet'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  openTestDatabase,
  type TestDatabase,
} from '../../cloud/src/testing/describeOnBothDatabases.ts'
import { apiUrl, postJson, useTestCloud } from '../../cloud/src/testing/testCloud.ts'
import { printProbeSummary } from './printProbeSummary.ts'

const ATTACKER = '0x000000000000000000000000000000000000dEaD'
const HALF_ETH = '0x6f05b59d3b20000'

let anvil: RunningAnvil
let database: TestDatabase
beforeAll(async () => {
  ;[anvil, database] = await Promise.all([
    findFreePort().then((port) => startAnvil({ host: '127.0.0.1', port, chainId: 31337 })),
    openTestDatabase('pglite'),
  ])
}, 60_000)
afterAll(async () => {
  await anvil?.stop()
  await database?.db.close()
})
const cloud = useTestCloud(
  () => database,
  () => ({ chains: [{ id: 31337, name: 'Devnet', rpcUrl: anvil.rpcUrl }], indexer: false }),
)

/** Straight to anvil, not through the proxy: what the chain really holds. */
async function node(method: string, params: unknown[] = []): Promise<unknown> {
  const res = await postJson(anvil.rpcUrl, { jsonrpc: '2.0', id: 1, method, params })
  return ((await res.json()) as { result: unknown }).result
}

it('forwards none of the node-only methods and moves no balance', async () => {
  const [victim] = (await node('eth_accounts')) as string[]
  if (!victim) throw new Error('anvil has no accounts')
  const tx = { from: victim, to: ATTACKER, value: HALF_ETH }
  const attacks: [string, unknown[]][] = [
    ['eth_sendUnsignedTransaction', [tx]],
    ['eth_sendTransaction', [tx]],
    ['eth_signTransaction', [tx]],
    ['eth_sign', [victim, '0x00']],
    ['personal_sign', ['0x00', victim]],
    ['eth_signTypedData_v4', [victim, '{}']],
    ['eth_accounts', []],
    ['anvil_setBalance', [ATTACKER, '0xffffffffffffffffff']],
    ['anvil_impersonateAccount', [victim]],
    ['anvil_autoImpersonateAccount', [true]],
    ['anvil_setCode', [ATTACKER, '0x00']],
    ['anvil_setStorageAt', [ATTACKER, '0x0', `0x${'0'.repeat(64)}`]],
    ['anvil_mine', ['0x1']],
    ['anvil_reset', []],
    ['anvil_dumpState', []],
    ['evm_mine', []],
    ['evm_snapshot', []],
    ['evm_revert', ['0x0']],
    ['evm_increaseTime', ['0x1000']],
    ['evm_setNextBlockTimestamp', ['0xffffffff']],
    ['hardhat_setBalance', [ATTACKER, '0xffff']],
    ['ETH_SENDTRANSACTION', [tx]],
    ['eth_sendUnsignedTransaction ', [tx]],
  ]
  const before = {
    victim: await node('eth_getBalance', [victim, 'latest']),
    attacker: await node('eth_getBalance', [ATTACKER, 'latest']),
    block: await node('eth_blockNumber'),
    nonce: await node('eth_getTransactionCount', [victim, 'latest']),
  }
  const url = apiUrl(cloud().url, '/v1', { chainId: 'eip155:31337' })
  let sent = 0
  let forwarded = 0
  const refusedOf = (answer: { error?: { code: number }; result?: unknown }, what: string) => {
    sent++
    if (answer.result !== undefined || answer.error?.code !== -32601) forwarded++
    expect({ what, answer }).toEqual({
      what,
      answer: expect.objectContaining({ error: expect.objectContaining({ code: -32601 }) }),
    })
  }
  for (const [method, params] of attacks) {
    const single = await postJson(url, { jsonrpc: '2.0', id: 7, method, params })
    expect(single.status, method).toBeLessThan(500)
    refusedOf(await single.json(), method)
    // In a batch beside an allowed read: the read is answered, the attack is not forwarded.
    const batch = await postJson(url, [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method, params },
    ])
    const [read, attack] = (await batch.json()) as { result?: unknown; error?: { code: number } }[]
    expect(read).toMatchObject({ id: 1, result: '0x7a69' })
    refusedOf(attack ?? {}, `${method} in a batch`)
  }
  const after = {
    victim: await node('eth_getBalance', [victim, 'latest']),
    attacker: await node('eth_getBalance', [ATTACKER, 'latest']),
    block: await node('eth_blockNumber'),
    nonce: await node('eth_getTransactionCount', [victim, 'latest']),
  }
  printProbeSummary('RPC proxy node methods', {
    'methods sent': sent,
    forwarded,
    'wei moved': (BigInt(after.attacker as string) - BigInt(before.attacker as string)).toString(),
    'blocks mined': Number(after.block) - Number(before.block),
  })
  expect(after).toEqual(before)
  expect(forwarded).toBe(0)
  // The proxy itself works: the same route forwards a read.
  const read = await postJson(url, {
    jsonrpc: '2.0',
    id: 1,
    method: 'eth_getBalance',
    params: [victim, 'latest'],
  })
  expect(await read.json()).toMatchObject({ result: before.victim })
})
