import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { bytesToHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadMasterKey } from '../keys/loadMasterKey.ts'
import { createDeviceKey } from '../proof/createDeviceProof.ts'
import { createFrameApiClient, type FrameApiClient } from '../testing/frameApiClient.ts'
import { insertLegacyUser } from '../testing/insertLegacyUser.ts'
import { loginByEmail } from '../testing/loginByEmail.ts'
import { lastCode, lastMessage, readInbox } from '../testing/readInbox.ts'
import { type FrameTestEnv, startFrameTestEnv } from '../testing/startFrameTestEnv.ts'
import {
  combineShares,
  createTestWallet,
  enrol,
  type TestWallet,
  unseal,
  unwrapWithPassword,
  wrapWithPassword,
} from '../testing/walletTestKit.ts'
import type { WalletStatus } from './walletStatus.ts'

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'

/** The wallet routes of KEYS.md against the real frame server: shares, recovery, devices. */
describe('wallet routes', () => {
  let env: FrameTestEnv
  let masterKey: Buffer
  const dataDir = mkdtempSync(join(tmpdir(), 'frame-wallet-'))
  const newClient = async (): Promise<FrameApiClient> =>
    createFrameApiClient(() => env.frame.url, await createDeviceKey(), env.clock.now)
  const signedIn = async (email: string) => {
    const client = await newClient()
    await loginByEmail(client, env.mail, email)
    // Past the login code's 30 s cooldown, so the next login or export of this address mails.
    env.clock.advance(31_000)
    return client
  }
  const status = async (client: FrameApiClient) =>
    (await client.call<WalletStatus>('GET', '/api/wallet')).body
  const tableRows = async () => {
    const rows: Record<string, unknown> = {}
    for (const table of ['users', 'wallet_enrolments', 'recovery_methods', 'sessions', 'otp_codes'])
      rows[table] = (await env.frame.db.query(`SELECT * FROM ${table} ORDER BY 1, 2`)).rows
    return rows
  }
  /** A user with a wallet made on `client` (Firefox), and its enrolment. */
  const withWallet = async (email: string) => {
    const client = await signedIn(email)
    const wallet = createTestWallet()
    const first = await enrol(wallet)
    const created = await client.call<WalletStatus>(
      'POST',
      '/api/wallet',
      { evmAddress: wallet.evmAddress, solanaAddress: wallet.solanaAddress, ...first.body },
      { headers: { 'user-agent': FIREFOX } },
    )
    expect(created.status).toBe(200)
    return { client, wallet, first, created: created.body }
  }
  const setPassword = async (client: FrameApiClient, wallet: TestWallet, password: string) =>
    client.call<WalletStatus>(
      'PUT',
      '/api/wallet/recovery/password',
      wrapWithPassword(wallet.recoveryKey, password),
    )

  beforeAll(async () => {
    env = await startFrameTestEnv({ dataDir })
    masterKey = loadMasterKey({}, dataDir)
  }, 60_000)
  afterAll(async () => {
    await env?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('makes a new user with no keys and no addresses: state none', async () => {
    const client = await newClient()
    const { user } = await loginByEmail(client, env.mail, 'fresh@example.com')
    expect(user).toMatchObject({ address: null, solanaAddress: null, accounts: [] })
    expect(await status(client)).toEqual({
      state: 'none',
      evmAddress: null,
      solanaAddress: null,
      enrolmentId: null,
      recovery: { password: false, passkey: null },
    })
    const { rows } = await env.frame.db.query(
      'SELECT evm_private_key, solana_private_key FROM users WHERE email = $1',
      ['fresh@example.com'],
    )
    expect(rows).toEqual([{ evm_private_key: null, solana_private_key: null }])
    // No account to answer yet, and the server signs nothing.
    expect(
      (await client.call('POST', '/api/rpc', { chainId: 31337, method: 'eth_accounts' })).body,
    ).toEqual({ result: [] })
  })

  it('stores a new wallet: the device is enrolled and gets its own auth share back', async () => {
    const { client, wallet, first, created } = await withWallet('alice@example.com')
    expect(created).toEqual({
      state: 'enrolled',
      evmAddress: wallet.evmAddress,
      solanaAddress: wallet.solanaAddress,
      enrolmentId: first.body.enrolment.id,
      recovery: { password: false, passkey: null },
    })
    expect((await client.call('GET', '/api/session')).body).toMatchObject({
      user: { address: wallet.evmAddress, solanaAddress: wallet.solanaAddress },
    })
    const share = await client.call<{ enrolmentId: string; authShare: string }>(
      'POST',
      '/api/wallet/auth-share',
      {},
    )
    expect(share).toEqual({
      status: 200,
      body: { enrolmentId: first.body.enrolment.id, authShare: first.body.enrolment.authShare },
    })
    // Device share + auth share give the secret back: the worker can sign.
    const secret = await combineShares(
      first.deviceShare,
      Buffer.from(share.body.authShare, 'base64url'),
    )
    expect(Buffer.from(secret)).toEqual(Buffer.from(wallet.secret))
    // At rest the auth share is ciphertext, bound to its row.
    const { rows } = await env.frame.db.query<{ auth_share: string }>(
      'SELECT auth_share FROM wallet_enrolments WHERE id = $1',
      [first.body.enrolment.id],
    )
    expect(rows[0]?.auth_share).toMatch(/^v1\./)
    expect(rows[0]?.auth_share).not.toContain(first.body.enrolment.authShare)
    // A second wallet for the same user is refused.
    const again = await enrol(createTestWallet())
    const other = createTestWallet()
    expect(
      (
        await client.call('POST', '/api/wallet', {
          evmAddress: other.evmAddress,
          solanaAddress: other.solanaAddress,
          ...again.body,
        })
      ).body,
    ).toMatchObject({ code: 'WALLET_EXISTS' })
  })

  it('refuses shares whose signatures are not by the wallet’s keys, and stores nothing', async () => {
    const client = await signedIn('mallory@example.com')
    const wallet = createTestWallet()
    const stranger = createTestWallet()
    const before = await tableRows()
    const signedByStranger = await enrol(stranger)
    const forOtherId = await enrol(wallet)
    const cases = [
      {
        evmAddress: wallet.evmAddress,
        solanaAddress: wallet.solanaAddress,
        ...signedByStranger.body,
      },
      {
        evmAddress: wallet.evmAddress,
        solanaAddress: wallet.solanaAddress,
        ...forOtherId.body,
        enrolment: { ...forOtherId.body.enrolment, id: crypto.randomUUID() },
      },
      {
        evmAddress: wallet.evmAddress,
        solanaAddress: stranger.solanaAddress,
        ...forOtherId.body,
      },
    ]
    for (const body of cases)
      expect(await client.call('POST', '/api/wallet', body)).toEqual({
        status: 400,
        body: {
          code: 'WALLET_SHARES_INVALID',
          message: 'The key shares do not match this wallet',
        },
      })
    expect(await tableRows()).toEqual(before)
  })

  it('recovers on a new browser: 403 for its share, a bundle once recovery is set, then enrols', async () => {
    const { client, wallet, first } = await withWallet('bob@example.com')
    const laptop = await signedIn('bob@example.com')
    expect(await status(laptop)).toMatchObject({
      state: 'notEnrolled',
      evmAddress: wallet.evmAddress,
      enrolmentId: null,
    })
    expect(await laptop.call('POST', '/api/wallet/auth-share', {})).toEqual({
      status: 403,
      body: {
        code: 'WALLET_NOT_ENROLLED',
        message: 'This browser holds no key share of this wallet',
      },
    })
    // No recovery method yet: the ciphertext alone would be of no use, so none is released.
    expect(await laptop.call('POST', '/api/wallet/recovery-bundle', {})).toMatchObject({
      status: 400,
      body: { code: 'WALLET_RECOVERY_NOT_SET_UP' },
    })
    // Only the enrolled device sets a recovery method.
    expect((await setPassword(laptop, wallet, 'correct horse battery staple')).body).toMatchObject({
      code: 'WALLET_NOT_ENROLLED',
    })
    const set = await setPassword(client, wallet, 'correct horse battery staple')
    expect(set).toMatchObject({
      status: 200,
      body: { recovery: { password: true, passkey: null } },
    })
    const passkey = await client.call<WalletStatus>('PUT', '/api/wallet/recovery/passkey', {
      wrappedKey: 'd3JhcHBlZC1ieS1wcmY',
      params: { credentialId: 'Y3JlZGVudGlhbC1pZA', prfSalt: 'c2FsdC1zYWx0LXNhbHQtc2FsdC1zYWx0' },
    })
    expect(passkey.body.recovery).toEqual({
      password: true,
      passkey: { credentialId: 'Y3JlZGVudGlhbC1pZA', prfSalt: 'c2FsdC1zYWx0LXNhbHQtc2FsdC1zYWx0' },
    })

    const bundle = await laptop.call<{
      enrolmentId: string
      authShare: string
      recoveryShare: string
      methods: {
        password: { wrappedKey: string; params: { N: number; r: number; p: number; salt: string } }
        passkey: { wrappedKey: string; params: Record<string, string> }
      }
    }>('POST', '/api/wallet/recovery-bundle', {})
    expect(bundle.status).toBe(200)
    expect(bundle.body.enrolmentId).toBe(first.body.enrolment.id)
    expect(bundle.body.methods.passkey).toMatchObject({ wrappedKey: 'd3JhcHBlZC1ieS1wcmY' })
    // The worker's side: password → recovery key → recovery share + auth share → the secret.
    const { password } = bundle.body.methods
    const recoveryKey = unwrapWithPassword(
      password.wrappedKey,
      password.params,
      'correct horse battery staple',
    )
    expect(() =>
      unwrapWithPassword(password.wrappedKey, password.params, 'wrong password guess'),
    ).toThrow()
    const secret = await combineShares(
      Buffer.from(bundle.body.authShare, 'base64url'),
      unseal(recoveryKey, bundle.body.recoveryShare),
    )
    expect(Buffer.from(secret)).toEqual(Buffer.from(wallet.secret))

    // The laptop enrols with its own split; it then gets its own auth share, not the phone's.
    const second = await enrol(wallet)
    const enrolled = await laptop.call<WalletStatus>(
      'POST',
      '/api/wallet/enrolments',
      second.body,
      {
        headers: { 'user-agent': SAFARI },
      },
    )
    expect(enrolled.body).toMatchObject({
      state: 'enrolled',
      enrolmentId: second.body.enrolment.id,
      evmAddress: wallet.evmAddress,
    })
    expect((await laptop.call('POST', '/api/wallet/auth-share', {})).body).toEqual({
      enrolmentId: second.body.enrolment.id,
      authShare: second.body.enrolment.authShare,
    })
    expect((await laptop.call('POST', '/api/wallet/enrolments', second.body)).body).toMatchObject({
      code: 'WALLET_STATE',
    })

    // Devices: both listed, each seen as current by itself only.
    const devices = await laptop.call<{ devices: Record<string, unknown>[] }>(
      'GET',
      '/api/wallet/devices',
    )
    expect(devices.body.devices).toEqual([
      {
        enrolmentId: first.body.enrolment.id,
        current: false,
        browser: 'Firefox on Linux',
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
      },
      {
        enrolmentId: second.body.enrolment.id,
        current: true,
        browser: 'Safari on macOS',
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
      },
    ])
    // In the frame's locale, which its API client sends as Accept-Language.
    const inSpanish = await laptop.call<{ devices: { browser: string }[] }>(
      'GET',
      '/api/wallet/devices',
      undefined,
      { headers: { 'accept-language': 'es' } },
    )
    expect(inSpanish.body.devices.map((device) => device.browser)).toEqual([
      'Firefox en Linux',
      'Safari en macOS',
    ])
    // The current device cannot revoke itself; revoking the phone ends its share and sessions.
    expect(
      await laptop.call('POST', '/api/wallet/devices/revoke', {
        enrolmentId: second.body.enrolment.id,
      }),
    ).toEqual({
      status: 400,
      body: {
        code: 'WALLET_DEVICE_CURRENT',
        message: 'You cannot remove the browser you are using',
      },
    })
    const revoked = await laptop.call<{ devices: { enrolmentId: string }[] }>(
      'POST',
      '/api/wallet/devices/revoke',
      { enrolmentId: first.body.enrolment.id },
    )
    expect(revoked.body.devices.map((d) => d.enrolmentId)).toEqual([second.body.enrolment.id])
    expect(await client.call('GET', '/api/session')).toMatchObject({ status: 401 })
    expect(await client.call('POST', '/api/wallet/auth-share', {})).toMatchObject({ status: 401 })
    // Logged in again, the phone holds no enrolment any more.
    const phoneAgain = createFrameApiClient(() => env.frame.url, client.key, env.clock.now)
    await loginByEmail(phoneAgain, env.mail, 'bob@example.com')
    env.clock.advance(31_000)
    expect((await phoneAgain.call('POST', '/api/wallet/auth-share', {})).body).toMatchObject({
      code: 'WALLET_NOT_ENROLLED',
    })
    // The bundle comes from the newest enrolment now: the laptop's.
    expect(
      (await phoneAgain.call<{ enrolmentId: string }>('POST', '/api/wallet/recovery-bundle', {}))
        .body.enrolmentId,
    ).toBe(second.body.enrolment.id)
  })

  it('releases no auth share to another user’s device, without a token, or to a copied token', async () => {
    const { client } = await withWallet('carol@example.com')
    const other = await withWallet('dave@example.com')
    const thief = await newClient()
    thief.token = client.token
    expect(await thief.call('POST', '/api/wallet/auth-share', {})).toMatchObject({ status: 401 })
    expect(await client.call('POST', '/api/wallet/auth-share', {}, { token: null })).toMatchObject({
      status: 401,
    })
    expect(await thief.call('POST', '/api/wallet/recovery-bundle', {})).toMatchObject({
      status: 401,
    })
    // Dave's device gets Dave's share, never Carol's.
    const daves = await other.client.call<{ enrolmentId: string }>(
      'POST',
      '/api/wallet/auth-share',
      {},
    )
    expect(daves.body.enrolmentId).toBe(other.first.body.enrolment.id)
    // Carol cannot revoke Dave's enrolment: the list stays hers and his row stays.
    await client.call('POST', '/api/wallet/devices/revoke', {
      enrolmentId: other.first.body.enrolment.id,
    })
    expect((await other.client.call('POST', '/api/wallet/auth-share', {})).status).toBe(200)
  })

  it('limits recovery bundles to 5 per user per hour', async () => {
    const { client, wallet } = await withWallet('erin@example.com')
    await setPassword(client, wallet, 'a long recovery password')
    const laptop = await signedIn('erin@example.com')
    const statuses = []
    for (let i = 0; i < 6; i++)
      statuses.push((await laptop.call('POST', '/api/wallet/recovery-bundle', {})).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('exports: a fresh mailed code releases this device’s auth share, once', async () => {
    const { client, first } = await withWallet('frank@example.com')
    const mailsBefore = (await readInbox(env.mail, 'frank@example.com')).length
    expect(
      await client.call('POST', '/api/wallet/export/auth-share', { otp: '123456' }),
    ).toMatchObject({ status: 400, body: { code: 'OTP_EXPIRED' } })
    expect(await client.call('POST', '/api/wallet/export/start', {})).toEqual({
      status: 200,
      body: {},
    })
    const mail = await lastMessage(env.mail, 'frank@example.com')
    expect(mail.subject).toBe('Your Portico wallet export code')
    expect(mail.text).toMatch(/export the private key/)
    expect(mail.text).toMatch(/ignore this e-mail/)
    // 30 s between codes, as for login codes.
    expect((await client.call('POST', '/api/wallet/export/start', {})).body).toMatchObject({
      code: 'EMAIL_COOLDOWN',
    })
    expect((await readInbox(env.mail, 'frank@example.com')).length).toBe(mailsBefore + 1)
    const code = await lastCode(env.mail, 'frank@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    expect(
      await client.call('POST', '/api/wallet/export/auth-share', { otp: wrong }),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_OTP' } })
    // The code works from the device it was mailed for only.
    const other = createFrameApiClient(() => env.frame.url, await createDeviceKey(), env.clock.now)
    await loginByEmail(other, env.mail, 'frank@example.com')
    expect(
      (await other.call('POST', '/api/wallet/export/auth-share', { otp: code })).body,
    ).toMatchObject({ code: 'WALLET_NOT_ENROLLED' })
    const released = await client.call('POST', '/api/wallet/export/auth-share', { otp: code })
    expect(released).toEqual({
      status: 200,
      body: { enrolmentId: first.body.enrolment.id, authShare: first.body.enrolment.authShare },
    })
    expect(await client.call('POST', '/api/wallet/export/auth-share', { otp: code })).toMatchObject(
      { status: 400, body: { code: 'OTP_EXPIRED' } },
    )
  })

  it('migrates a legacy user: whole keys once, then re-split and deleted in one step', async () => {
    const { wallet } = await insertLegacyUser({ db: env.frame.db, masterKey }, 'old@example.com')
    const client = await signedIn('old@example.com')
    expect(await status(client)).toMatchObject({
      state: 'legacy',
      evmAddress: wallet.evmAddress,
      solanaAddress: wallet.solanaAddress,
    })
    const keys = await client.call<{ evmPrivateKey: Hex; solanaSeed: string }>(
      'POST',
      '/api/wallet/legacy-keys',
      {},
    )
    expect(keys.status).toBe(200)
    expect(privateKeyToAccount(keys.body.evmPrivateKey).address).toBe(wallet.evmAddress)
    expect(
      base58.encode(ed25519.getPublicKey(Buffer.from(keys.body.solanaSeed, 'base64url'))),
    ).toBe(wallet.solanaAddress)
    expect(keys.body.evmPrivateKey).toBe(bytesToHex(wallet.secret.subarray(0, 32)))
    // Other addresses than the stored ones are refused, and nothing is deleted.
    const stranger = createTestWallet()
    const strangers = await enrol(stranger)
    expect(
      (
        await client.call('POST', '/api/wallet', {
          evmAddress: stranger.evmAddress,
          solanaAddress: stranger.solanaAddress,
          ...strangers.body,
        })
      ).body,
    ).toMatchObject({ code: 'WALLET_SHARES_INVALID' })
    expect((await client.call('POST', '/api/wallet/legacy-keys', {})).status).toBe(200)
    // The worker re-splits the same secret: same addresses, the whole keys gone.
    const first = await enrol(wallet)
    const migrated = await client.call<WalletStatus>('POST', '/api/wallet', {
      evmAddress: wallet.evmAddress.toLowerCase(),
      solanaAddress: wallet.solanaAddress,
      ...first.body,
    })
    expect(migrated.body).toMatchObject({
      state: 'enrolled',
      evmAddress: wallet.evmAddress,
      enrolmentId: first.body.enrolment.id,
    })
    const { rows } = await env.frame.db.query(
      'SELECT evm_private_key, solana_private_key, evm_address FROM users WHERE email = $1',
      ['old@example.com'],
    )
    expect(rows).toEqual([
      { evm_private_key: null, solana_private_key: null, evm_address: wallet.evmAddress },
    ])
    expect(await client.call('POST', '/api/wallet/legacy-keys', {})).toEqual({
      status: 409,
      body: { code: 'WALLET_STATE', message: expect.any(String) },
    })
  })

  it('answers bad input on every wallet route with 400 SCHEMA_INVALID_INPUT and changes nothing', async () => {
    const { client, wallet, first } = await withWallet('grace@example.com')
    const next = await enrol(wallet)
    const good = { evmAddress: wallet.evmAddress, solanaAddress: wallet.solanaAddress }
    const shortShare = Buffer.alloc(64, 1).toString('base64url')
    const password = wrapWithPassword(wallet.recoveryKey, 'long enough password')
    const before = await tableRows()
    const mails = env.mail.messages().length
    const bad: ['POST' | 'PUT', string, unknown][] = [
      ['POST', '/api/wallet', { ...good, ...next.body, evmAddress: 'not-an-address' }],
      ['POST', '/api/wallet', { ...good, ...next.body, solanaAddress: '0OIl' }],
      [
        'POST',
        '/api/wallet',
        { ...good, ...next.body, enrolment: { ...next.body.enrolment, id: 'x' } },
      ],
      [
        'POST',
        '/api/wallet',
        { ...good, ...next.body, enrolment: { ...next.body.enrolment, authShare: shortShare } },
      ],
      ['POST', '/api/wallet', { ...good, enrolment: next.body.enrolment }],
      ['POST', '/api/wallet', { ...good, ...next.body, signatures: { evm: '0x00', solana: 'x' } }],
      ['POST', '/api/wallet/legacy-keys', { force: true }],
      [
        'POST',
        '/api/wallet/enrolments',
        { ...next.body, enrolment: { ...next.body.enrolment, recoveryShare: 'x'.repeat(3000) } },
      ],
      ['POST', '/api/wallet/auth-share', { enrolmentId: first.body.enrolment.id }],
      ['POST', '/api/wallet/recovery-bundle', []],
      [
        'PUT',
        '/api/wallet/recovery/password',
        { ...password, params: { ...password.params, N: 3 } },
      ],
      ['PUT', '/api/wallet/recovery/password', { ...password, params: { kdf: 'pbkdf2' } }],
      [
        'PUT',
        '/api/wallet/recovery/password',
        { wrappedKey: 'not base64url!', params: password.params },
      ],
      ['PUT', '/api/wallet/recovery/passkey', { wrappedKey: 'abc', params: { credentialId: 'a' } }],
      ['POST', '/api/wallet/devices/revoke', { enrolmentId: 'nope' }],
      ['POST', '/api/wallet/export/start', { email: 'x@example.com' }],
      ['POST', '/api/wallet/export/auth-share', { otp: 123456 }],
      ['POST', '/api/rpc/send-raw', { chainId: 31337, transaction: '0x123' }],
      ['POST', '/api/rpc/send-raw', { chainId: 31337 }],
    ]
    for (const [method, path, body] of bad) {
      const res = await client.call(method, path, body)
      expect({ path, body, status: res.status }).toEqual({ path, body, status: 400 })
      expect(res.body).toEqual({ code: 'SCHEMA_INVALID_INPUT', message: expect.any(String) })
    }
    expect(await tableRows()).toEqual(before)
    expect(env.mail.messages().length).toBe(mails)
  })
})
