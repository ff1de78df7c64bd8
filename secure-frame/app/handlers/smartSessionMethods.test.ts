/**
 * The approved paths of the session methods, with the owner's operation recorded instead of sent
 * (the bundler path itself: smartAccount/, and e2e/specs/smart-sessions.spec.ts on the real
 * stack): what the operation calls, what the cloud is asked to store or revoke and signed with,
 * what the dapp gets, and that a grant the cloud refuses is revoked on chain again.
 */
import { SESSION_ACCOUNT_ABI } from '@portico/shared'
import {
  decodeFunctionData,
  encodeFunctionResult,
  erc20Abi,
  type Hex,
  numberToHex,
  pad,
  parseAbi,
  zeroAddress,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { type FrameApi, FrameApiError } from '../api/frameApi.ts'
import type { SmartAccountDeps } from '../wallet/smartAccount/createSmartAccount.ts'
import type { SessionCall } from '../wallet/smartSessions/planSessionGrant.ts'
import {
  grantSmartSession,
  revokeSmartSession,
  type SmartSessionDeps,
} from './smartSessionMethods.ts'

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ACCOUNT = '0x9755D1331b4D8049e0a42D1D7dC53256b979b292'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SESSION_IMPLEMENTATION = '0x5F6F97c9F007A2849aE63Ac4054B21f81580E352'
const FACTORY_IMPLEMENTATION = '0x1111111111111111111111111111111111111111'
const SIGNATURE = `0x${'5e'.repeat(65)}` as Hex
const NOW = 1_900_000_000
const abi = parseAbi(SESSION_ACCOUNT_ABI)
const sessionKey = privateKeyToAccount(generatePrivateKey())
const request = {
  chainId: '0x7a69',
  expiry: NOW + 3600,
  signer: { type: 'key', data: { type: 'secp256k1', publicKey: sessionKey.publicKey } },
  permissions: [
    {
      type: 'erc20-token-transfer',
      data: { address: TOKEN, allowance: numberToHex(10_000_000n), recipient: RECIPIENT },
      policies: [],
    },
  ],
}

function setUp(o: {
  deployed: boolean
  implementation?: Hex
  cloudRefuses?: boolean
  revoked?: boolean
}) {
  const posts: { path: string; body: Record<string, unknown> }[] = []
  const api: FrameApi = {
    async post(path, body, options) {
      const b = body as Record<string, unknown>
      posts.push({ path, body: b })
      let answer: unknown
      if (path === '/api/smart-sessions/create') {
        if (o.cloudRefuses)
          throw new FrameApiError('The session was refused', 'SMART_SESSION_REFUSED', 400)
        answer = { pci: JSON.parse(b.message as string).pci, revokedAt: null }
      } else if (path === '/api/smart-sessions/revoke')
        answer = { success: true, session: { pci: b.pci, revokedAt: NOW } }
      else if (b.method === 'eth_getBlockByNumber')
        answer = { result: { timestamp: numberToHex(NOW) } }
      else if (b.method === 'eth_getStorageAt')
        answer = { result: pad(o.implementation ?? zeroAddress) }
      else {
        const data = (b.params as [{ data: Hex }])[0].data
        answer = {
          result: data.startsWith('0x95d89b41')
            ? encodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', result: 'tUSD' })
            : data.startsWith('0x313ce567')
              ? encodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', result: 6 })
              : encodeFunctionResult({
                  abi,
                  functionName: 'getSession',
                  result: {
                    signer: sessionKey.address,
                    token: TOKEN,
                    recipient: RECIPIENT,
                    validUntil: NOW + 3600,
                    revoked: o.revoked ?? false,
                    limit: 10n,
                    spent: 0n,
                  },
                }),
        }
      }
      return options?.schema ? options.schema.parse(answer) : (answer as never)
    },
    get: vi.fn(),
    put: vi.fn(),
  }
  const operations: { owner: string; calls: SessionCall[] }[] = []
  const onDeployed = vi.fn()
  const signEvm = vi.fn(async () => SIGNATURE)
  const deps: SmartSessionDeps = {
    api,
    token: 'token-1',
    chainId: 31337,
    signal: new AbortController().signal,
    chain: {
      id: 31337,
      factoryAddress: '0x2070D67163578AAb4Ed2a6DC1668Bb1e3DC0Dac6',
      entryPointAddress: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
      sessionAccountImplementation: SESSION_IMPLEMENTATION,
    },
    view: {
      evmAddress: OWNER,
      solanaAddress: '',
      enrolled: true,
      recovery: { password: false, passkey: null },
    },
    account: { address: ACCOUNT, deployed: o.deployed },
    wallet: { signEvm },
    origin: 'http://localhost:5173',
    askApproval: async () => true,
    recover: async (view) => view,
    onDeployed,
    now: () => NOW * 1000,
    async sendOperation(account: SmartAccountDeps, calls: SessionCall[]) {
      operations.push({ owner: account.owner, calls })
    },
  }
  return { deps, posts, operations, onDeployed, signEvm }
}

const decodeCall = (call: SessionCall | undefined) =>
  decodeFunctionData({ abi, data: call?.data ?? '0x' })

describe('grantSmartSession', () => {
  it('deploys, upgrades and grants in one owner operation, then stores it signed; answers ERC-7715', async () => {
    const { deps, posts, operations, onDeployed, signEvm } = setUp({ deployed: false })
    const answer = await grantSmartSession([request], deps)
    expect(operations).toHaveLength(1)
    expect(operations[0]?.owner).toBe(OWNER)
    const [call] = operations[0]?.calls ?? []
    expect(call?.to).toBe(ACCOUNT)
    const upgrade = decodeCall(call)
    expect(upgrade.functionName).toBe('upgradeToAndCall')
    expect(upgrade.args?.[0]).toBe(SESSION_IMPLEMENTATION)
    const grant = decodeFunctionData({ abi, data: upgrade.args?.[1] as Hex })
    expect(grant.functionName).toBe('grantSession')
    const pci = grant.args?.[0] as Hex
    expect(grant.args).toEqual([pci, sessionKey.address, TOKEN, RECIPIENT, 10_000_000n, NOW + 3600])
    expect(onDeployed).toHaveBeenCalledOnce()

    const stored = posts.find((p) => p.path === '/api/smart-sessions/create')?.body
    const message = JSON.parse(stored?.message as string)
    expect(stored).toMatchObject({ chainId: 31337, address: ACCOUNT, signature: SIGNATURE })
    expect(message).toMatchObject({
      chainId: 'eip155:31337',
      pci,
      expiry: NOW + 3600,
      timestamp: NOW,
    })
    expect(signEvm).toHaveBeenCalledWith('token-1', { kind: 'message', message: stored?.message })
    expect(answer).toEqual({
      permissionsContext: pci,
      grantedPermissions: request.permissions,
      expiry: NOW + 3600,
      chainId: '0x7a69',
      signerData: { submitToAddress: ACCOUNT },
    })
  })

  it('only grants on an account that already is a session account', async () => {
    const { deps, operations } = setUp({ deployed: true, implementation: SESSION_IMPLEMENTATION })
    await grantSmartSession([request], deps)
    expect(decodeCall(operations[0]?.calls[0]).functionName).toBe('grantSession')
    const plain = setUp({ deployed: true, implementation: FACTORY_IMPLEMENTATION })
    await grantSmartSession([request], plain.deps)
    expect(decodeCall(plain.operations[0]?.calls[0]).functionName).toBe('upgradeToAndCall')
  })

  it('revokes the session on chain again when the cloud refuses it, and says why', async () => {
    const { deps, operations } = setUp({ deployed: false, cloudRefuses: true })
    await expect(grantSmartSession([request], deps)).rejects.toMatchObject({
      code: 'SMART_SESSION_REFUSED',
    })
    expect(operations).toHaveLength(2)
    const granted = decodeFunctionData({
      abi,
      data: decodeCall(operations[0]?.calls[0]).args?.[1] as Hex,
    })
    expect(decodeCall(operations[1]?.calls[0])).toEqual({
      functionName: 'revokeSession',
      args: [granted.args?.[0]],
    })
  })
})

describe('revokeSmartSession', () => {
  const pci: Hex = `0x${'7c'.repeat(32)}`
  it('revokes on chain, then in the cloud with the account’s signature of the pci', async () => {
    const { deps, posts, operations, signEvm } = setUp({
      deployed: true,
      implementation: SESSION_IMPLEMENTATION,
    })
    expect(await revokeSmartSession([{ permissionsContext: pci }], deps)).toBeNull()
    expect(operations.map((o) => decodeCall(o.calls[0]))).toEqual([
      { functionName: 'revokeSession', args: [pci] },
    ])
    expect(signEvm).toHaveBeenCalledWith('token-1', { kind: 'message', message: pci })
    expect(posts.find((p) => p.path === '/api/smart-sessions/revoke')?.body).toEqual({
      chainId: 31337,
      address: ACCOUNT,
      pci,
      signature: SIGNATURE,
    })
  })

  it('sends no operation for a session the chain already revoked, and still revokes it in the cloud', async () => {
    const { deps, posts, operations } = setUp({
      deployed: true,
      implementation: SESSION_IMPLEMENTATION,
      revoked: true,
    })
    await revokeSmartSession([{ permissionsContext: pci }], deps)
    expect(operations).toEqual([])
    expect(posts.some((p) => p.path === '/api/smart-sessions/revoke')).toBe(true)
  })
})
