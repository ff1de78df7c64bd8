import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FrameChain } from '../config/resolveFrameServerConfig.ts'
import { readUserSmartAccount, withUserSmartAccount } from './readUserSmartAccount.ts'

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SMART = getAddress('0x9755d1331b4d8049e0a42d1d7dc53256b979b292')
const smartAccount = {
  bundlerUrl: 'http://127.0.0.1:1/bundler',
  paymasterUrl: 'http://127.0.0.1:1/paymaster',
  factoryAddress: '0x2070D67163578AAb4Ed2a6DC1668Bb1e3DC0Dac6',
  entryPointAddress: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
} as const

// A JSON-RPC endpoint standing in for the chain: the factory's getAddress and the code there.
let server: Server
let rpcUrl: string
let code = '0x'
let failing = false
const methods: string[] = []
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const { id, method } = JSON.parse(body)
      methods.push(method)
      const result =
        method === 'eth_call' ? `0x${'0'.repeat(24)}${SMART.slice(2).toLowerCase()}` : code
      res.setHeader('content-type', 'application/json')
      res.end(
        JSON.stringify(
          failing
            ? { jsonrpc: '2.0', id, error: { code: -32000, message: 'down' } }
            : { jsonrpc: '2.0', id, result },
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const chains = (): FrameChain[] => [
  { id: 31337, rpcUrl, smartAccount },
  { id: 1, rpcUrl },
]

describe('readUserSmartAccount', () => {
  it("reads the owner's smart account and whether it is deployed", async () => {
    code = '0x'
    expect(await readUserSmartAccount(chains(), 31337, OWNER)).toEqual({
      owner: OWNER,
      address: SMART,
      deployed: false,
    })
    code = '0x6080'
    expect((await readUserSmartAccount(chains(), 31337, OWNER))?.deployed).toBe(true)
  })

  it('reads nothing on a chain without a bundler or for a user without a wallet', async () => {
    methods.length = 0
    expect(await readUserSmartAccount(chains(), 1, OWNER)).toBeUndefined()
    expect(await readUserSmartAccount(chains(), 31337, null)).toBeUndefined()
    expect(methods).toEqual([])
  })

  it('leaves it out when the chain does not answer, so the login still succeeds', async () => {
    failing = true
    try {
      const user = { address: OWNER, chainId: 31337 }
      expect(await withUserSmartAccount(chains(), user, OWNER)).toEqual(user)
    } finally {
      failing = false
    }
  })
})
