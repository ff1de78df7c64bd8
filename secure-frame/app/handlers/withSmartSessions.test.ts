/**
 * The ERC-7715 methods in front of RPC_REQUEST, up to the point where the owner's operation would
 * be sent: who may ask, what is checked before the approval shows, what the approval shows, and
 * that a rejection or a bad request sends and stores nothing. The frame server (chain reads,
 * bundler, cloud) is faked here as its neighbour; the granted path runs for real in
 * e2e/specs/smart-sessions.spec.ts.
 */
import { type FrameHandlers, SESSION_ACCOUNT_ABI } from '@portico/shared'
import {
  encodeFunctionResult,
  erc20Abi,
  type Hex,
  numberToHex,
  pad,
  parseAbi,
  parseUnits,
  zeroAddress,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import type { FrameApi } from '../api/frameApi.ts'
import type { ApprovalRequest } from '../approval/showApproval.tsx'
import { createSessionStore } from '../session/sessionStore.ts'
import type { WalletView } from '../wallet/walletWorkerApi.ts'
import type { RpcHandlerDeps } from './createRpcHandlers.ts'
import type { FrameState } from './frameState.ts'
import type { WalletSession } from './walletSession.ts'
import { withSmartSessions } from './withSmartSessions.ts'

const ORIGIN = 'http://localhost:5173'
const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ACCOUNT = '0x9755D1331b4D8049e0a42D1D7dC53256b979b292'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SESSION_IMPLEMENTATION = '0x5F6F97c9F007A2849aE63Ac4054B21f81580E352'
const NOW = 1_900_000_000
const abi = parseAbi(SESSION_ACCOUNT_ABI)
const pci: Hex = `0x${'7c'.repeat(32)}`

const sessionKey = privateKeyToAccount(generatePrivateKey())
const grantRequest = {
  chainId: '0x7a69',
  expiry: NOW + 3600,
  signer: { type: 'key', data: { type: 'secp256k1', publicKey: sessionKey.publicKey } },
  permissions: [
    {
      type: 'erc20-token-transfer',
      data: {
        address: TOKEN,
        allowance: numberToHex(parseUnits('10', 6)),
        recipient: RECIPIENT,
      },
      policies: [],
    },
  ],
}

/** The frame server as far as these methods reach it before an operation is sent. */
function fakeServer(o: { implementation?: Hex; session?: { signer: Hex; revoked: boolean } } = {}) {
  const posts: { path: string; body: Record<string, unknown> }[] = []
  const answer = (path: string, b: Record<string, unknown>): unknown => {
    if (path === '/api/smart-sessions/list')
      return {
        pcis: [
          stored({ pci }),
          stored({ pci: `0x${'01'.repeat(32)}`, revokedAt: NOW - 5 }),
          stored({ pci: `0x${'02'.repeat(32)}`, expiry: NOW - 1 }),
          stored({ pci: `0x${'03'.repeat(32)}`, chainId: 'eip155:1' }),
          stored({ pci: `0x${'04'.repeat(32)}`, permissions: [{ type: 'other', data: {} }] }),
        ],
      }
    if (path !== '/api/rpc') throw new Error(`unexpected ${path}`)
    const [first] = (b.params as unknown[]) ?? []
    switch (b.method) {
      case 'eth_getBlockByNumber':
        return { result: { timestamp: numberToHex(NOW) } }
      case 'eth_getStorageAt':
        return { result: pad(o.implementation ?? zeroAddress) }
      case 'eth_call': {
        const data = (first as { data: Hex }).data
        if (data.startsWith('0x95d89b41'))
          return {
            result: encodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', result: 'tUSD' }),
          }
        if (data.startsWith('0x313ce567'))
          return {
            result: encodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', result: 6 }),
          }
        const session = o.session ?? { signer: zeroAddress, revoked: false }
        return {
          result: encodeFunctionResult({
            abi,
            functionName: 'getSession',
            result: {
              signer: session.signer,
              token: TOKEN,
              recipient: RECIPIENT,
              validUntil: NOW + 3600,
              revoked: session.revoked,
              limit: 10n,
              spent: 0n,
            },
          }),
        }
      }
      default:
        throw new Error(`unexpected ${String(b.method)}`)
    }
  }
  const api: FrameApi = {
    async post(path, body, options) {
      const b = body as Record<string, unknown>
      posts.push({ path, body: b })
      const result = answer(path, b)
      return options?.schema ? options.schema.parse(result) : (result as never)
    },
    get: async () => {
      throw new Error('unexpected GET')
    },
    put: async () => {
      throw new Error('unexpected PUT')
    },
  }
  return { api, posts }
}

const stored = (o: Record<string, unknown>) => ({
  address: ACCOUNT,
  chainId: 'eip155:31337',
  signer: grantRequest.signer,
  permissions: grantRequest.permissions,
  policies: [],
  expiry: NOW + 3600,
  createdAt: NOW - 10,
  revokedAt: null,
  ...o,
})

function setUp(
  o: {
    preferred?: 'eoa' | 'smartAccount'
    withSessions?: boolean
    approve?: boolean
    deployed?: boolean
    server?: Parameters<typeof fakeServer>[0]
  } = {},
) {
  const { api, posts } = fakeServer(o.server)
  const session = createSessionStore()
  session.set('token-1')
  const state: FrameState = {
    projectId: 'p',
    chainIds: [31337, 31338],
    solanaChains: [],
    smartAccountChains: [
      {
        id: 31337,
        factoryAddress: '0x2070D67163578AAb4Ed2a6DC1668Bb1e3DC0Dac6',
        entryPointAddress: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
        ...(o.withSessions === false
          ? {}
          : { sessionAccountImplementation: SESSION_IMPLEMENTATION }),
      },
    ],
    chainId: 31337,
    theme: {},
    dappData: null,
    ...(o.preferred ? { preferredAccountType: o.preferred } : {}),
  }
  const view: WalletView = {
    evmAddress: OWNER,
    solanaAddress: '',
    enrolled: true,
    recovery: { password: false, passkey: null },
  }
  const approvals: ApprovalRequest[] = []
  const signEvm = vi.fn(async () => '0x00' as Hex)
  const rpc = vi.fn(async () => 'from the other RPC handlers')
  const deps: RpcHandlerDeps = {
    api,
    state,
    session,
    getEndpoint: () => undefined,
    askApproval: async (request) => {
      approvals.push(request)
      return o.approve ?? false
    },
    wallet: { signEvm, signSolana: vi.fn() },
    walletSession: {
      current: async () => view,
      update: (v: WalletView) => v,
    } as unknown as WalletSession,
    smartAccounts: async () => ({ address: ACCOUNT, deployed: o.deployed ?? true }),
    askRecovery: async (v) => v,
  }
  const handlers = withSmartSessions({ RPC_REQUEST: rpc } as FrameHandlers, deps)
  const request = (method: string, params: unknown) =>
    handlers.RPC_REQUEST?.(
      { method, params },
      { origin: ORIGIN, signal: new AbortController().signal, id: 'r1' },
    )
  return { request, posts, approvals, signEvm, rpc, state }
}

/** What changes something: an operation (bundler), the cloud's sessions, a signature. */
const writes = (posts: { path: string }[]) =>
  posts.filter((p) => p.path === '/api/rpc/bundler' || p.path.startsWith('/api/smart-sessions/c'))

describe('withSmartSessions', () => {
  it('shows the grant with the token symbol and limit; a rejection is USER_REJECTED, nothing sent', async () => {
    const { request, posts, approvals, signEvm } = setUp()
    await expect(request('wallet_grantPermissions', [grantRequest])).rejects.toMatchObject({
      code: 'USER_REJECTED',
      message: 'User rejected the request.',
    })
    expect(approvals).toEqual([
      {
        method: 'wallet_grantPermissions',
        params: [grantRequest],
        origin: ORIGIN,
        token: { symbol: 'tUSD', decimals: 6 },
      },
    ])
    expect(writes(posts)).toEqual([])
    expect(signEvm).not.toHaveBeenCalled()
  })

  it('refuses a bad grant before any approval: schema, another chain, a past expiry', async () => {
    const { request, posts, approvals } = setUp({ approve: true })
    const permission = grantRequest.permissions[0] as (typeof grantRequest.permissions)[0]
    const bad = [
      [],
      [
        {
          ...grantRequest,
          permissions: [{ ...permission, data: { ...permission.data, allowance: '0x0' } }],
        },
      ],
      [{ ...grantRequest, signer: { type: 'wallet' } }],
      [{ ...grantRequest, address: RECIPIENT }],
      [{ ...grantRequest, expiry: NOW - 1 }],
    ]
    for (const params of bad)
      await expect(
        request('wallet_grantPermissions', params),
        JSON.stringify(params),
      ).rejects.toMatchObject({
        code: 'SCHEMA_INVALID_INPUT',
      })
    await expect(
      request('wallet_grantPermissions', [{ ...grantRequest, chainId: '0x1' }]),
    ).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' })
    expect(approvals).toEqual([])
    expect(writes(posts)).toEqual([])
  })

  it('answers SMART_SESSIONS_UNSUPPORTED for the EOA or a chain without the session account', async () => {
    for (const options of [{ preferred: 'eoa' as const }, { withSessions: false }]) {
      const { request, posts, approvals } = setUp({ ...options, approve: true })
      for (const method of ['wallet_grantPermissions', 'wallet_getPermissions'])
        await expect(request(method, [grantRequest])).rejects.toMatchObject({
          code: 'SMART_SESSIONS_UNSUPPORTED',
          message: 'Sessions need the smart account on a network with a bundler',
        })
      expect(approvals).toEqual([])
      expect(posts).toEqual([])
    }
    const offChain = setUp({ approve: true })
    offChain.state.chainId = 31338
    await expect(offChain.request('wallet_grantPermissions', [grantRequest])).rejects.toMatchObject(
      { code: 'SMART_SESSIONS_UNSUPPORTED' },
    )
  })

  it('lists the active sessions of this chain in the ERC-7715 answer shape', async () => {
    const { request, approvals } = setUp()
    vi.setSystemTime(NOW * 1000)
    try {
      expect(await request('wallet_getPermissions', [])).toEqual([
        {
          permissionsContext: pci,
          grantedPermissions: grantRequest.permissions,
          expiry: NOW + 3600,
          chainId: '0x7a69',
          signerData: { submitToAddress: ACCOUNT },
        },
      ])
    } finally {
      vi.useRealTimers()
    }
    expect(approvals).toEqual([])
    await expect(request('wallet_getPermissions', [{ all: true }])).rejects.toMatchObject({
      code: 'SCHEMA_INVALID_INPUT',
    })
  })

  it('revokes only a session the account has, after approval; a rejection sends nothing', async () => {
    const plain = setUp({ approve: true })
    await expect(
      plain.request('wallet_revokePermissions', [{ permissionsContext: pci }]),
    ).rejects.toMatchObject({ code: 'SMART_SESSION_NOT_FOUND' })
    const unknown = setUp({ approve: true, server: { implementation: SESSION_IMPLEMENTATION } })
    await expect(
      unknown.request('wallet_revokePermissions', [{ permissionsContext: pci }]),
    ).rejects.toMatchObject({ code: 'SMART_SESSION_NOT_FOUND' })
    for (const { approvals, posts } of [plain, unknown]) {
      expect(approvals).toEqual([])
      expect(writes(posts)).toEqual([])
    }
    const rejected = setUp({
      server: {
        implementation: SESSION_IMPLEMENTATION,
        session: { signer: sessionKey.address, revoked: false },
      },
    })
    await expect(
      rejected.request('wallet_revokePermissions', [{ permissionsContext: pci }]),
    ).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(rejected.approvals.map((a) => a.method)).toEqual(['wallet_revokePermissions'])
    expect(rejected.posts.filter((p) => p.path !== '/api/rpc')).toEqual([])
    await expect(
      rejected.request('wallet_revokePermissions', [{ permissionsContext: '0x12' }]),
    ).rejects.toMatchObject({ code: 'SCHEMA_INVALID_INPUT' })
  })

  it('passes every other method on to the other RPC handlers', async () => {
    const { request, rpc } = setUp()
    expect(await request('eth_chainId', [])).toBe('from the other RPC handlers')
    expect(rpc).toHaveBeenCalledOnce()
  })
})
