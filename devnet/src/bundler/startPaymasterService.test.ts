/**
 * The sponsor service's boundary: what it answers to bad envelopes, unknown methods, other
 * chains and EntryPoints, and the stub it gives a Portico account. The chain is a stand-in
 * here (one block); accountAbstraction.test.ts runs the service against a real anvil.
 */
import { decodeAbiParameters, numberToHex, type PublicClient, slice } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findFreePort } from '../ports.ts'
import { type RunningPaymasterService, startPaymasterService } from './startPaymasterService.ts'

const entryPoint = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
const paymaster = '0x1111111111111111111111111111111111111111'
const factory = '0x2222222222222222222222222222222222222222'
const sender = '0x3333333333333333333333333333333333333333'
const chain = { getBlock: async () => ({ timestamp: 1_000_000n }) } as unknown as PublicClient

describe('the sponsor service', () => {
  let service: RunningPaymasterService
  beforeAll(async () => {
    service = await startPaymasterService({
      host: '127.0.0.1',
      port: await findFreePort(),
      client: chain,
      chainId: 31337,
      entryPoint,
      paymaster,
      smartAccountFactory: factory,
      sponsor: privateKeyToAccount(generatePrivateKey()),
    })
  })
  afterAll(() => service?.stop())

  const rpc = async (body: unknown) => {
    const res = await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return (await res.json()) as {
      result?: Record<string, string>
      error?: { code: number; message: string }
    }
  }
  const op = { sender, nonce: '0x0', callData: '0x', factory, factoryData: '0x' }
  const call = (method: string, params: unknown[]) => rpc({ jsonrpc: '2.0', id: 7, method, params })

  it('gives a Portico account a stub that names the paymaster and a 10-minute window', async () => {
    const { result } = await call('pm_getPaymasterStubData', [
      op,
      entryPoint,
      numberToHex(31337),
      {},
    ])
    expect(result).toMatchObject({ paymaster, isFinal: false, paymasterPostOpGasLimit: '0x0' })
    const [validUntil, validAfter] = decodeAbiParameters(
      [{ type: 'uint48' }, { type: 'uint48' }],
      slice(result?.paymasterData as `0x${string}`, 0, 64),
    )
    expect(validUntil).toBe(1_000_600)
    expect(validAfter).toBe(0)
  })

  it('answers a body that is not JSON-RPC 2.0 with -32600', async () => {
    expect((await rpc({ id: 1, method: 'pm_getPaymasterData' })).error?.code).toBe(-32600)
  })

  it('answers an unknown method with -32601, and does not sign', async () => {
    const answer = await call('eth_sign', [sender, '0x00'])
    expect(answer.error).toEqual({ code: -32601, message: 'Method not supported: eth_sign' })
    expect(answer.result).toBeUndefined()
  })

  it('sponsors its chain and EntryPoint only', async () => {
    expect((await call('pm_getPaymasterData', [op, entryPoint, '0x1'])).error?.message).toBe(
      'This paymaster sponsors chain 31337 only',
    )
    const otherEntryPoint = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
    expect(
      (await call('pm_getPaymasterData', [op, otherEntryPoint, numberToHex(31337)])).error?.message,
    ).toBe(`This paymaster sponsors EntryPoint ${entryPoint} only`)
  })

  it('names the bad field of a malformed operation', async () => {
    const answer = await call('pm_getPaymasterData', [
      { ...op, sender: 'me' },
      entryPoint,
      numberToHex(31337),
    ])
    expect(answer.error?.code).toBe(-32602)
    expect(answer.error?.message).toContain('0.sender')
  })
})

describe('the sponsor service and deployed accounts', () => {
  const factoryImplementation = '0x4444444444444444444444444444444444444444'
  const sessionImplementation = '0x5555555555555555555555555555555555555555'
  const stranger = '0x6666666666666666666666666666666666666666'
  /** Deployed proxies: `sender` runs the session account, `stranger`'s another contract. */
  const implementations: Record<string, string> = {
    [sender.toLowerCase()]: sessionImplementation,
    [stranger.toLowerCase()]: '0x7777777777777777777777777777777777777777',
  }
  const deployedChain = {
    getBlock: async () => ({ timestamp: 1_000_000n }),
    readContract: async () => factoryImplementation,
    getStorageAt: async ({ address }: { address: string }) => {
      const implementation = implementations[address.toLowerCase()]
      return implementation ? `0x${implementation.slice(2).padStart(64, '0')}` : undefined
    },
  } as unknown as PublicClient
  let service: RunningPaymasterService
  beforeAll(async () => {
    service = await startPaymasterService({
      host: '127.0.0.1',
      port: await findFreePort(),
      client: deployedChain,
      chainId: 31337,
      entryPoint,
      paymaster,
      smartAccountFactory: factory,
      sessionAccountImplementation: sessionImplementation,
      sponsor: privateKeyToAccount(generatePrivateKey()),
    })
  })
  afterAll(() => service?.stop())
  const stub = async (account: string) => {
    const res = await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'pm_getPaymasterStubData',
        params: [{ sender: account, nonce: '0x1', callData: '0x' }, entryPoint, numberToHex(31337)],
      }),
    })
    return (await res.json()) as { result?: { paymaster: string }; error?: { message: string } }
  }

  it('sponsors an account upgraded to the session account, not another proxy', async () => {
    expect((await stub(sender)).result?.paymaster).toBe(paymaster)
    expect((await stub(stranger)).error?.message).toBe(
      'This paymaster sponsors Portico accounts only',
    )
  })
})
