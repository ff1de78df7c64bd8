/**
 * RPC_REQUEST's unsafe methods signed in the frame (SPEC §6 unchanged): approval first, the
 * parameters and the address checked, the signature by the wallet worker's logic (walletOps over
 * the in-memory fake of the wallet routes), a transaction completed through the frame server's
 * safe reads and sent raw. The frame server's RPC routes are faked here (its neighbour).
 */
import { ed25519 } from '@noble/curves/ed25519'
import type { FrameHandlers } from '@portico/shared'
import { base58, base64 } from '@scure/base'
import {
  keccak256,
  recoverMessageAddress,
  recoverTransactionAddress,
  recoverTypedDataAddress,
  type TransactionSerialized,
} from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { type FrameApi, FrameApiError } from '../api/frameApi.ts'
import { createSessionStore } from '../session/sessionStore.ts'
import { createMemoryDeviceShareStore } from '../wallet/deviceShareStore.ts'
import { createFakeWalletBackend } from '../wallet/testing/createFakeWalletServer.ts'
import { createWalletOps } from '../wallet/walletOps.ts'
import type { WalletView } from '../wallet/walletWorkerApi.ts'
import { createRpcHandlers } from './createRpcHandlers.ts'
import type { FrameState } from './frameState.ts'
import { createWalletSession } from './walletSession.ts'

const ORIGIN = 'http://localhost:5173'

const CLUSTER = 'solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn'

/** A legacy SOL transfer of 5 lamports from `payer`, unsigned (one empty signature slot). */
function unsignedTransfer(payer: Uint8Array): Uint8Array {
  const data = [2, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0]
  const to = new Uint8Array(32).fill(3)
  const system = new Uint8Array(32)
  const blockhash = new Uint8Array(32).fill(7)
  const message = [1, 0, 1, 3, ...payer, ...to, ...system, ...blockhash, 1, 2, 2, 0, 1, 12, ...data]
  return new Uint8Array([1, ...new Uint8Array(64), ...message])
}
const TYPED_DATA = {
  domain: { name: 'Portico', version: '1', chainId: 31337 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'Hello' },
}

/** The frame server's /api/rpc safe reads (a chain at nonce 5) and /api/rpc/send-raw. */
function fakeRpcApi() {
  const posts: { path: string; body: Record<string, unknown> }[] = []
  const reads: Record<string, unknown | (() => never)> = {
    eth_chainId: '0x7a69',
    eth_blockNumber: '0x10',
    eth_getTransactionCount: '0x5',
    eth_estimateGas: '0x5208',
    eth_maxPriorityFeePerGas: '0x3b9aca00',
    eth_gasPrice: '0x77359400',
    eth_getBlockByNumber: {
      number: '0x10',
      hash: `0x${'11'.repeat(32)}`,
      parentHash: `0x${'22'.repeat(32)}`,
      timestamp: '0x1',
      baseFeePerGas: '0x3b9aca00',
      gasLimit: '0x1c9c380',
      gasUsed: '0x0',
      transactions: [],
    },
  }
  const api: FrameApi = {
    async post(path, body, options) {
      const b = body as Record<string, unknown>
      posts.push({ path, body: b })
      const read = reads[b.method as string]
      if (typeof read === 'function') read()
      const answer =
        path === '/api/rpc/send-raw'
          ? { result: keccak256(b.transaction as `0x${string}`) }
          : path === '/api/rpc/solana-send'
            ? // The cluster answers the fee payer's signature, the transaction's id.
              { result: base58.encode(base64.decode(b.transaction as string).subarray(1, 65)) }
            : { result: read }
      return (options?.schema ? options.schema.parse(answer) : answer) as never
    },
    get: async () => {
      throw new Error('not used')
    },
    put: async () => {
      throw new Error('not used')
    },
  }
  return { api, posts, reads }
}

async function setup(
  options: {
    approve?: boolean
    device?: string
    backend?: ReturnType<typeof createFakeWalletBackend>
    solanaChains?: string[]
    chainId?: number | string
  } = {},
) {
  const backend = options.backend ?? createFakeWalletBackend()
  const { server, token } = await backend.signIn('rpc@example.com', options.device ?? 'laptop')
  const wallet = createWalletOps({ server, store: createMemoryDeviceShareStore() })
  const state: FrameState = {
    projectId: 'p',
    chainIds: [31337],
    solanaChains: options.solanaChains ?? [],
    smartAccountChains: [],
    chainId: options.chainId ?? 31337,
    theme: {},
    dappData: null,
  }
  const session = createSessionStore(() => undefined)
  session.set(token)
  const walletSession = createWalletSession(wallet, state)
  const view = await walletSession.ensure(token)
  const { api, posts, reads } = fakeRpcApi()
  const askApproval = vi.fn(async () => options.approve ?? true)
  const askRecovery = vi.fn(
    async (_view: WalletView, _signal: AbortSignal): Promise<WalletView> => {
      throw new Error('no recovery expected')
    },
  )
  const handlers: FrameHandlers = createRpcHandlers({
    api,
    state,
    session,
    askApproval,
    getEndpoint: () => undefined,
    wallet,
    walletSession,
    smartAccounts: async () => {
      throw new Error('no smart account expected')
    },
    askRecovery,
  })
  const request = (method: string, params?: unknown) =>
    Promise.resolve(
      handlers.RPC_REQUEST?.({ method, params } as never, {
        origin: ORIGIN,
        signal: new AbortController().signal,
        id: crypto.randomUUID(),
      }),
    )
  return { backend, wallet, token, view, posts, reads, askApproval, askRecovery, request }
}

describe('RPC_REQUEST signed in the frame', () => {
  it('signs personal_sign after approval, with the wallet’s key and nothing posted to /api/rpc', async () => {
    const { view, posts, askApproval, request } = await setup()
    const signature = (await request('personal_sign', ['hello', view.evmAddress])) as `0x${string}`
    expect(askApproval).toHaveBeenCalledWith(
      { method: 'personal_sign', params: ['hello', view.evmAddress], origin: ORIGIN },
      expect.any(AbortSignal),
    )
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(view.evmAddress)
    expect(posts).toEqual([])
  })

  it('signs nothing when the user rejects (USER_REJECTED)', async () => {
    const { backend, view, request } = await setup({ approve: false })
    await expect(request('personal_sign', ['hello', view.evmAddress])).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
    expect(backend.calls).not.toContain('POST /api/wallet/auth-share')
  })

  it('refuses another account’s address and malformed parameters', async () => {
    const { backend, view, request } = await setup()
    const other = `0x${'ab'.repeat(20)}`
    await expect(request('personal_sign', ['hello', other])).rejects.toMatchObject({
      code: 'ADDRESS_MISMATCH',
    })
    await expect(
      request('eth_signTypedData_v4', [view.evmAddress, '{not json']),
    ).rejects.toMatchObject({
      code: 'SCHEMA_INVALID_INPUT',
    })
    await expect(
      request('solana_signMessage', {
        message: base58.encode(new Uint8Array([1])),
        pubkey: '11111111111111111111111111111111',
      }),
    ).rejects.toMatchObject({ code: 'ADDRESS_MISMATCH' })
    expect(backend.calls).not.toContain('POST /api/wallet/auth-share')
  })

  it('signs eth_signTypedData_v4 given as JSON text', async () => {
    const { view, request } = await setup()
    const signature = (await request('eth_signTypedData_v4', [
      view.evmAddress,
      JSON.stringify(TYPED_DATA),
    ])) as `0x${string}`
    expect(await recoverTypedDataAddress({ ...TYPED_DATA, signature } as never)).toBe(
      view.evmAddress,
    )
  })

  it('completes eth_sendTransaction from the chain, signs it in the worker and sends it raw', async () => {
    const { view, posts, request } = await setup()
    const to = `0x${'cd'.repeat(20)}`
    const hash = await request('eth_sendTransaction', [{ from: view.evmAddress, to, value: '0x1' }])
    const sent = posts.find((p) => p.path === '/api/rpc/send-raw')
    expect(sent?.body.chainId).toBe(31337)
    const transaction = sent?.body.transaction as TransactionSerialized
    expect(hash).toBe(keccak256(transaction))
    expect(await recoverTransactionAddress({ serializedTransaction: transaction })).toBe(
      view.evmAddress,
    )
    const { parseTransaction } = await import('viem')
    expect(parseTransaction(transaction)).toMatchObject({
      nonce: 5,
      gas: 21000n,
      to,
      value: 1n,
      chainId: 31337,
      type: 'eip1559',
    })
    const reads = posts.filter((p) => p.path === '/api/rpc').map((p) => p.body)
    expect(reads).toContainEqual(
      expect.objectContaining({
        method: 'eth_getTransactionCount',
        params: [view.evmAddress, 'pending'],
      }),
    )
  })

  it('signs a legacy transaction at eth_gasPrice on a chain without base fees', async () => {
    const { view, posts, reads, request } = await setup()
    const block = reads.eth_getBlockByNumber as Record<string, unknown>
    reads.eth_getBlockByNumber = { ...block, baseFeePerGas: undefined }
    await request('eth_sendTransaction', [{ from: view.evmAddress, to: view.evmAddress }])
    const transaction = posts.find((p) => p.path === '/api/rpc/send-raw')?.body
      .transaction as TransactionSerialized
    const { parseTransaction } = await import('viem')
    // eth_gasPrice (2 gwei) with viem's default 1.2 margin, as the server's wallet client sent it.
    expect(parseTransaction(transaction)).toMatchObject({ type: 'legacy', gasPrice: 2400000000n })
    expect(await recoverTransactionAddress({ serializedTransaction: transaction })).toBe(
      view.evmAddress,
    )
  })

  it('reports the node’s refusal of a transaction with the server’s code and text, sending nothing', async () => {
    const { view, posts, reads, backend, request } = await setup()
    reads.eth_estimateGas = () => {
      throw new FrameApiError('Insufficient funds', 'RPC_ERROR', 400)
    }
    await expect(
      request('eth_sendTransaction', [
        { from: view.evmAddress, to: view.evmAddress, value: '0x1' },
      ]),
    ).rejects.toMatchObject({ code: 'RPC_ERROR', message: 'Insufficient funds' })
    expect(posts.some((p) => p.path === '/api/rpc/send-raw')).toBe(false)
    expect(backend.calls).not.toContain('POST /api/wallet/auth-share')
  })

  it('signs solana_signMessage and solana_signTransaction with the wallet’s ed25519 key', async () => {
    const { view, request } = await setup()
    const publicKey = base58.decode(view.solanaAddress)
    const message = new TextEncoder().encode('sol')
    const { signature } = (await request('solana_signMessage', {
      message: base58.encode(message),
      pubkey: view.solanaAddress,
    })) as { signature: string }
    expect(ed25519.verify(base58.decode(signature), message, publicKey)).toBe(true)

    const body = [1, 0, 1, 2, ...publicKey, ...new Uint8Array(32), ...new Uint8Array(32).fill(7), 0]
    const wire = base58.encode(new Uint8Array([1, ...new Uint8Array(64), ...body]))
    const { transactions } = (await request('solana_signAllTransactions', {
      transactions: [wire, wire],
    })) as { transactions: string[] }
    expect(transactions).toHaveLength(2)
    const signed = base58.decode(transactions[0] ?? '')
    expect(ed25519.verify(signed.subarray(1, 65), signed.subarray(65), publicKey)).toBe(true)
  })

  it('signs solana_signAndSendTransaction after approval and sends it to the frame’s cluster', async () => {
    const { view, posts, askApproval, request } = await setup({ solanaChains: [CLUSTER] })
    const publicKey = base58.decode(view.solanaAddress)
    const wire = base58.encode(unsignedTransfer(publicKey))
    const { signature } = (await request('solana_signAndSendTransaction', {
      transaction: wire,
      options: { skipPreflight: false },
    })) as { signature: string }
    expect(askApproval).toHaveBeenCalledTimes(1)
    expect(posts).toHaveLength(1)
    expect(posts[0]?.path).toBe('/api/rpc/solana-send')
    expect(posts[0]?.body.chain).toBe(CLUSTER)
    const sent = base64.decode(posts[0]?.body.transaction as string)
    expect(ed25519.verify(sent.subarray(1, 65), sent.subarray(65), publicKey)).toBe(true)
    expect(base58.decode(signature)).toEqual(sent.subarray(1, 65))
  })

  it('sends nothing for a Solana send that is rejected, malformed or has no cluster', async () => {
    const rejected = await setup({ solanaChains: [CLUSTER], approve: false })
    const publicKey = base58.decode(rejected.view.solanaAddress)
    const wire = base58.encode(unsignedTransfer(publicKey))
    await expect(
      rejected.request('solana_signAndSendTransaction', { transaction: wire }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED', message: 'User rejected the request.' })
    expect(rejected.posts).toEqual([])

    const bad = await setup({ solanaChains: [CLUSTER] })
    for (const params of [{ transaction: '0OIl' }, { tx: wire }, [wire]])
      await expect(bad.request('solana_signAndSendTransaction', params)).rejects.toMatchObject({
        code: 'SCHEMA_INVALID_INPUT',
      })
    // Not the wallet's transaction: nothing to sign for this key.
    await expect(
      bad.request('solana_signAndSendTransaction', {
        transaction: base58.encode(unsignedTransfer(new Uint8Array(32).fill(9))),
      }),
    ).rejects.toBeInstanceOf(Error)
    expect(bad.posts).toEqual([])

    const none = await setup()
    await expect(
      none.request('solana_signAndSendTransaction', { transaction: wire }),
    ).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' })
    expect(none.posts).toEqual([])
  })

  it('on a Solana cluster signs Solana requests and refuses EVM ones', async () => {
    const { view, posts, request } = await setup({ solanaChains: [CLUSTER], chainId: CLUSTER })
    const publicKey = base58.decode(view.solanaAddress)
    await request('solana_signAndSendTransaction', {
      transaction: base58.encode(unsignedTransfer(publicKey)),
    })
    expect(posts.map((p) => p.body.chain)).toEqual([CLUSTER])
    await expect(request('personal_sign', ['hi', view.evmAddress])).rejects.toMatchObject({
      code: 'UNSUPPORTED_CHAIN',
    })
    await expect(request('eth_blockNumber', [])).rejects.toMatchObject({
      code: 'UNSUPPORTED_CHAIN',
    })
    expect(posts).toHaveLength(1)
  })

  it('asks for recovery on a browser without a key share, then signs with the same address', async () => {
    const laptop = await setup()
    const prfOutput = crypto.getRandomValues(new Uint8Array(32))
    await laptop.wallet.setRecoveryPasskey(laptop.token, {
      credentialId: 'c',
      prfSalt: 's',
      prfOutput: prfOutput.slice(),
    })
    const phone = await setup({ backend: laptop.backend, device: 'phone' })
    expect(phone.view).toMatchObject({ evmAddress: laptop.view.evmAddress, enrolled: false })
    phone.askRecovery.mockImplementation((view) => {
      expect(view.enrolled).toBe(false)
      return phone.wallet.recover(phone.token, { kind: 'passkey', prfOutput })
    })
    const signature = (await phone.request('personal_sign', [
      'phone',
      laptop.view.evmAddress,
    ])) as `0x${string}`
    expect(phone.askRecovery).toHaveBeenCalledTimes(1)
    expect(await recoverMessageAddress({ message: 'phone', signature })).toBe(
      laptop.view.evmAddress,
    )
    await phone.request('personal_sign', ['again', laptop.view.evmAddress])
    expect(phone.askRecovery).toHaveBeenCalledTimes(1)
  })

  it('sends safe methods to /api/rpc without asking, and answers the accounts itself', async () => {
    const { view, posts, askApproval, request } = await setup()
    expect(await request('eth_accounts', [])).toEqual([view.evmAddress])
    expect(await request('eth_requestAccounts', [])).toEqual([view.evmAddress])
    expect(await request('eth_blockNumber', [])).toBe('0x10')
    expect(askApproval).not.toHaveBeenCalled()
    expect(posts).toEqual([
      { path: '/api/rpc', body: { chainId: 31337, method: 'eth_blockNumber', params: [] } },
    ])
  })
})
