import { base58 } from '@scure/base'
import {
  bytesToHex,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDeviceKey, createDeviceProof } from '../proof/createDeviceProof.ts'
import { DEVICE_PROOF_HEADER } from '../proof/deviceProofFormat.ts'
import { createFrameApiClient, type FrameApiClient } from '../testing/frameApiClient.ts'
import { loginBody, loginByEmail } from '../testing/loginByEmail.ts'
import { lastCode } from '../testing/readInbox.ts'
import {
  type FrameTestEnv,
  OTHER_CHAIN_ID,
  startFrameTestEnv,
} from '../testing/startFrameTestEnv.ts'
import { createTestWallet, enrol, type TestWallet } from '../testing/walletTestKit.ts'

const typedData = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Portico', chainId: 31337 },
  message: { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', contents: 'Hello' },
} as const

const anvilChain = defineChain({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1'] } },
})

const unauthorized = { status: 401, body: { code: 'UNAUTHORIZED', message: 'Unauthorized' } }
const invalidProof = {
  status: 401,
  body: { code: 'INVALID_PROOF', message: 'Invalid device proof' },
}

/** The frame app's API: its guards (proofs, input, origin), sessions and RPC. */
describe('frame API', () => {
  let env: FrameTestEnv
  let client: FrameApiClient
  const email = 'api@example.com'
  const newClient = async (): Promise<FrameApiClient> =>
    createFrameApiClient(() => env.frame.url, await createDeviceKey(), env.clock.now)
  const signedIn = async (address: string) => {
    const other = await newClient()
    const login = await loginByEmail(other, env.mail, address)
    return { client: other, ...login }
  }

  /** Every table's rows and the inbox size: what "changes nothing" compares. */
  const snapshot = async () => {
    const tables = [
      'users',
      'approved_devices',
      'device_approvals',
      'otp_codes',
      'email_cooldowns',
      'sessions',
      'wallet_enrolments',
      'recovery_methods',
    ]
    const rows: Record<string, unknown> = {}
    for (const table of tables)
      rows[table] = (await env.frame.db.query(`SELECT * FROM ${table} ORDER BY 1, 2`)).rows
    return { rows, mails: env.mail.messages().length }
  }

  beforeAll(async () => {
    env = await startFrameTestEnv({ anvil: true })
    client = createFrameApiClient(() => env.frame.url, await createDeviceKey(), env.clock.now)
    await loginByEmail(client, env.mail, email)
    // A live login code and an e-mail update in progress, so bad input has something to spoil.
    env.clock.advance(31_000)
    await client.call('POST', '/api/email/connect', loginBody(email))
    await client.call('POST', '/api/email/update', { email: 'api.new@example.com' })
  }, 60_000)
  afterAll(() => env?.stop())

  it('answers bad input on every route with 400 and changes nothing', async () => {
    const before = await snapshot()
    const otp = await lastCode(env.mail, email)
    const bad: [string, string, unknown][] = [
      ['POST', '/api/email/connect', { ...loginBody(email), email: 'not-an-email' }],
      ['POST', '/api/email/connect', { email, origin: 'http://localhost:5173' }],
      ['POST', '/api/email/connect', { ...loginBody(email), origin: 'http://localhost:5173/path' }],
      ['POST', '/api/email/connect', { ...loginBody(email), projectId: '"><script>' }],
      ['POST', '/api/email/connect', [email]],
      ['POST', '/api/email/device-wait', { email: 42 }],
      ['POST', '/api/email/verify-otp', { ...loginBody(email), otp: Number(otp) }],
      ['POST', '/api/email/verify-otp', { ...loginBody(email), otp: 'x'.repeat(40) }],
      ['POST', '/api/email/verify-otp', { ...loginBody('nope'), otp }],
      ['POST', '/api/session/sign-out', { everything: true }],
      ['POST', '/api/session/chain', { chainId: '31337' }],
      ['POST', '/api/session/chain', { chainId: 1.5 }],
      ['POST', '/api/rpc', { method: 'eth_blockNumber' }],
      ['POST', '/api/rpc', { chainId: 31337, method: 42 }],
      ['POST', '/api/rpc', { chainId: 31337, method: 'eth_call', params: 'x' }],
      ['POST', '/api/rpc/send-raw', { chainId: 31337, transaction: 'f86c' }],
      ['POST', '/api/rpc/bundler', { chainId: 31337, method: 'eth_sendRawTransaction' }],
      ['POST', '/api/rpc/bundler', { chainId: 31337, method: 'eth_sendUserOperation', params: {} }],
      ['POST', '/api/rpc/bundler', { chainId: 31337, method: 'eth_call', params: [1, 2, 3, 4, 5] }],
      ['POST', '/api/wallet', { evmAddress: '0x00' }],
      ['POST', '/api/rpc', { chainId: 31337, method: 'eth_blockNumber', approved: 'yes' }],
      ['POST', '/api/email/update', { email: 'nope' }],
      ['POST', '/api/email/update/primary', {}],
      ['POST', '/api/email/update/secondary', { otp: 123456 }],
    ]
    for (const [method, path, body] of bad) {
      const res = await client.call(method as 'POST', path, body)
      expect({ path, body, status: res.status }).toEqual({ path, body, status: 400 })
      expect(res.body).toEqual({ code: 'SCHEMA_INVALID_INPUT', message: expect.any(String) })
    }
    const malformed = await client.call('POST', '/api/email/connect', undefined, {
      rawBody: '{"email":',
    })
    expect(malformed.status).toBe(400)
    const proof = await createDeviceProof(client.key, {
      method: 'POST',
      path: '/api/email/connect',
      body: 'x',
      now: env.clock.now(),
    })
    const plain = await fetch(`${env.frame.url}/api/email/connect`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', [DEVICE_PROOF_HEADER]: proof },
      body: 'x',
    })
    expect(plain.status).toBe(400)
    expect((await fetch(`${env.frame.url}/device/approve?token=${'a'.repeat(43)}`)).status).toBe(
      400,
    )
    expect(await snapshot()).toEqual(before)
  })

  it('refuses requests without a valid, fresh, single-use proof for this request', async () => {
    const path = '/api/email/device-wait'
    const body = JSON.stringify({ email })
    const send = (proof: string | null, text = body) =>
      client.call('POST', path, undefined, { proof, rawBody: text, token: null })
    const now = env.clock.now()
    expect(await send(null)).toEqual(invalidProof)
    expect(await send('not.a.jws')).toEqual(invalidProof)
    const otherPath = await createDeviceProof(client.key, {
      method: 'POST',
      path: '/api/rpc',
      body,
      now,
    })
    expect(await send(otherPath)).toEqual(invalidProof)
    const otherMethod = await createDeviceProof(client.key, { method: 'GET', path, body, now })
    expect(await send(otherMethod)).toEqual(invalidProof)
    const otherBody = await createDeviceProof(client.key, { method: 'POST', path, body: '{}', now })
    expect(await send(otherBody)).toEqual(invalidProof)
    const stale = await createDeviceProof(client.key, {
      method: 'POST',
      path,
      body,
      now: now - 61_000,
    })
    expect(await send(stale)).toEqual(invalidProof)
    const future = await createDeviceProof(client.key, {
      method: 'POST',
      path,
      body,
      now: now + 61_000,
    })
    expect(await send(future)).toEqual(invalidProof)
    // A valid proof works once; the same proof again is a replay.
    const good = await createDeviceProof(client.key, { method: 'POST', path, body, now })
    expect((await send(good)).status).toBe(200)
    expect(await send(good)).toEqual(invalidProof)
    // A proof signed by one key but naming another key's JWK.
    const other = await createDeviceKey()
    const forged = await createDeviceProof(
      { ...client.key, publicJwk: other.publicJwk },
      { method: 'POST', path, body, now },
    )
    expect(await send(forged)).toEqual(invalidProof)
  })

  it('refuses cross-site browser requests and sends no CORS headers', async () => {
    const body = JSON.stringify(loginBody(email))
    const proof = await createDeviceProof(client.key, {
      method: 'POST',
      path: '/api/email/connect',
      body,
      now: env.clock.now(),
    })
    const crossSite = await fetch(`${env.frame.url}/api/email/connect`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:5173',
        'sec-fetch-site': 'cross-site',
        [DEVICE_PROOF_HEADER]: proof,
      },
      body,
    })
    expect(crossSite.status).toBe(403)
    expect(crossSite.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await fetch(`${env.frame.url}/api/email/connect`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const session = await client.call('GET', '/api/session')
    expect(session.status).toBe(200)
  })

  it('answers an unknown API path with 404 as {code, message}', async () => {
    const res = await client.call('GET', '/api/nothing-here')
    expect(res).toEqual({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } })
  })

  it('answers the signed-in user, for the token together with its own device proof', async () => {
    const { client, user } = await signedIn('ivan@example.com')
    const session = await client.call('GET', '/api/session')
    expect(session).toEqual({ status: 200, body: { user } })
    expect(user).toMatchObject({
      email: 'ivan@example.com',
      chainId: 31337,
      // No wallet until the frame's worker makes one (KEYS.md).
      address: null,
      solanaAddress: null,
      accounts: [],
    })
  })

  it('makes a copied token useless without the device key', async () => {
    const { client } = await signedIn('judy@example.com')
    const thief = await newClient()
    thief.token = client.token
    expect(await thief.call('GET', '/api/session')).toEqual(unauthorized)
    expect(await client.call('GET', '/api/session', undefined, { proof: null })).toMatchObject({
      status: 401,
      body: { code: 'INVALID_PROOF' },
    })
    // A proof that does not name the token's hash (ath) is no proof for it.
    const withoutAth = await createDeviceProof(client.key, {
      method: 'GET',
      path: '/api/session',
      now: env.clock.now(),
    })
    expect(
      await client.call('GET', '/api/session', undefined, { proof: withoutAth }),
    ).toMatchObject({ status: 401, body: { code: 'INVALID_PROOF' } })
    expect(await client.call('GET', '/api/session', undefined, { token: null })).toEqual(
      unauthorized,
    )
    expect(
      await client.call('GET', '/api/session', undefined, { token: `${client.token}x` }),
    ).toEqual(unauthorized)
  })

  it('says the session expired (JWT_TOKEN_NOT_VALID) after 7 days', async () => {
    const { client } = await signedIn('ken@example.com')
    env.clock.advance(7 * 24 * 3600_000 + 1000)
    expect(await client.call('GET', '/api/session')).toEqual({
      status: 401,
      body: {
        code: 'JWT_TOKEN_NOT_VALID',
        message: 'JWT validation error: JWT Token is not yet valid',
      },
    })
  })

  it('revokes the session on sign-out', async () => {
    const { client } = await signedIn('lena@example.com')
    expect(await client.call('POST', '/api/session/sign-out')).toEqual({ status: 200, body: {} })
    expect(await client.call('GET', '/api/session')).toEqual(unauthorized)
    expect(await client.call('POST', '/api/session/sign-out', {})).toEqual(unauthorized)
  })

  it('switches the session to a configured chain only', async () => {
    const { client } = await signedIn('mike@example.com')
    expect(await client.call('POST', '/api/session/chain', { chainId: OTHER_CHAIN_ID })).toEqual({
      status: 200,
      body: { chainId: OTHER_CHAIN_ID },
    })
    expect((await client.call('GET', '/api/session')).body).toMatchObject({
      user: { chainId: OTHER_CHAIN_ID },
    })
    expect(await client.call('POST', '/api/session/chain', { chainId: 1 })).toEqual({
      status: 400,
      body: { code: 'CHAIN_NOT_SUPPORTED', message: 'Chain is not supported' },
    })
    // No chain of this server has a bundler: no smart-account call reaches anything.
    expect(
      await client.call('POST', '/api/rpc/bundler', {
        chainId: OTHER_CHAIN_ID,
        method: 'eth_supportedEntryPoints',
      }),
    ).toEqual({
      status: 400,
      body: { code: 'CHAIN_NOT_SUPPORTED', message: 'Chain is not supported' },
    })
  })

  describe('RPC requests', () => {
    let client: FrameApiClient
    let wallet: TestWallet
    let address: string
    const rpc = (method: string, params?: unknown, approved?: boolean) =>
      client.call<{ result?: unknown; code?: string; message?: string; rpcCode?: number }>(
        'POST',
        '/api/rpc',
        { chainId: 31337, method, params, approved },
      )

    beforeAll(async () => {
      const login = await signedIn('rpc@example.com')
      client = login.client
      expect(login.user.address).toBeNull()
      // The wallet is made in the frame's worker; here, as the worker would post it.
      wallet = createTestWallet()
      const created = await client.call('POST', '/api/wallet', {
        evmAddress: wallet.evmAddress,
        solanaAddress: wallet.solanaAddress,
        ...(await enrol(wallet)).body,
      })
      expect(created.status).toBe(200)
      address = wallet.evmAddress
    })

    it('forwards safe reads to the chain and answers the account methods itself', async () => {
      const block = await rpc('eth_blockNumber', [])
      expect(block.status).toBe(200)
      expect(block.body.result).toMatch(/^0x[0-9a-f]+$/)
      expect((await rpc('eth_chainId')).body).toEqual({ result: '0x7a69' })
      expect((await rpc('eth_accounts')).body).toEqual({ result: [address] })
      const failed = await rpc('eth_getBalance', ['not an address', 'latest'])
      expect(failed.status).toBe(400)
      expect(failed.body).toMatchObject({ code: 'RPC_ERROR', rpcCode: expect.any(Number) })
    })

    it('refuses a method outside the policy', async () => {
      expect(await rpc('eth_sign', [address, '0x00'], true)).toEqual({
        status: 400,
        body: { code: 'RPC_NOT_ALLOWED', message: 'Requested RPC call is not allowed' },
      })
      expect((await rpc('wallet_sendCalls', [], true)).body).toMatchObject({
        code: 'RPC_NOT_SUPPORTED',
      })
    })

    it('signs nothing itself: every unsafe method is refused, approved or not', async () => {
      const requests: [string, unknown][] = [
        ['personal_sign', ['0x48656c6c6f', address]],
        ['eth_signTypedData_v4', [address, JSON.stringify(typedData)]],
        ['eth_sendTransaction', [{ from: address, to: address, value: '0x1' }]],
        ['solana_signMessage', { message: base58.encode(new Uint8Array([1])), pubkey: address }],
        ['solana_signTransaction', { transaction: base58.encode(new Uint8Array(100)) }],
      ]
      for (const [method, params] of requests)
        for (const approved of [undefined, false, true])
          expect({ method, approved, res: await rpc(method, params, approved) }).toEqual({
            method,
            approved,
            res: {
              status: 400,
              body: { code: 'RPC_NOT_SUPPORTED', message: 'Requested RPC call is not allowed' },
            },
          })
    })

    it('sends a transaction the worker signed (send-raw), mined on anvil', async () => {
      const chain = createPublicClient({ transport: http(env.anvil?.rpcUrl) })
      await chain.request({
        method: 'anvil_setBalance' as 'eth_chainId',
        params: [address, '0x56BC75E2D63100000'] as never,
      })
      const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
      const before = await chain.getBalance({ address: to })
      // What the worker does: complete the transaction from the chain, sign it in its memory.
      const signer = createWalletClient({
        account: privateKeyToAccount(bytesToHex(wallet.secret.subarray(0, 32))),
        chain: anvilChain,
        transport: http(env.anvil?.rpcUrl),
      })
      const sign = async (value: bigint) =>
        signer.signTransaction(await signer.prepareTransactionRequest({ to, value }))
      const sendRaw = (transaction: string) =>
        client.call<{ result?: Hex; code?: string; message?: string; rpcCode?: number }>(
          'POST',
          '/api/rpc/send-raw',
          { chainId: 31337, transaction },
        )
      const sent = await sendRaw(await sign(parseEther('1.5')))
      expect(sent.status).toBe(200)
      const receipt = await chain.waitForTransactionReceipt({ hash: sent.body.result as Hex })
      expect(receipt.status).toBe('success')
      expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
      expect((await chain.getBalance({ address: to })) - before).toBe(parseEther('1.5'))
      const poor = await sendRaw(await sign(parseEther('1000')))
      expect(poor.status).toBe(400)
      expect(poor.body).toMatchObject({ code: 'RPC_ERROR', rpcCode: expect.any(Number) })
      expect(poor.body.message).toMatch(/exceeds the balance of the account/)
      expect((await sendRaw('0x00')).body).toMatchObject({ code: 'RPC_ERROR' })
    })
  })
})
