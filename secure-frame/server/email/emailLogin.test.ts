import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatUtc } from '../device/renderApprovalPage.ts'
import { decryptPrivateKey } from '../keys/encryptPrivateKey.ts'
import { MASTER_KEY_FILE } from '../keys/loadMasterKey.ts'
import { createDeviceKey } from '../proof/createDeviceProof.ts'
import { SESSION_SIGNING_KEY_FILE } from '../session/loadSessionSigningKey.ts'
import { approveByLink } from '../testing/approveByLink.ts'
import { createFrameApiClient, type FrameApiClient } from '../testing/frameApiClient.ts'
import { loginBody, loginByEmail } from '../testing/loginByEmail.ts'
import { lastApprovalLink, lastCode, lastMessage, readInbox } from '../testing/readInbox.ts'
import {
  type FrameTestEnv,
  startFrameTestEnv,
  TEST_HOST_ORIGIN,
  TEST_PROJECT_ID,
} from '../testing/startFrameTestEnv.ts'
import { createTestWallet, enrol } from '../testing/walletTestKit.ts'
import type { UserRecord } from '../users/userRecord.ts'
import { authShareAad } from '../wallet/walletEnrolments.ts'

const modeOf = (path: string) => statSync(path).mode & 0o777

/** The whole e-mail login against a frame server whose data (and keys) live in a data dir. */
describe('e-mail login', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'frame-data-'))
  // As an operator's `mkdir` with the usual umask leaves it: the server must tighten it.
  chmodSync(dataDir, 0o755)
  const masterKeyFile = join(dataDir, MASTER_KEY_FILE)
  let env: FrameTestEnv
  const newClient = async (): Promise<FrameApiClient> =>
    createFrameApiClient(() => env.frame.url, await createDeviceKey(), env.clock.now)
  const afterCooldown = () => env.clock.advance(31_000)
  const signedIn = async (email: string) => {
    const client = await newClient()
    const login = await loginByEmail(client, env.mail, email)
    return { client, ...login }
  }

  beforeAll(async () => {
    env = await startFrameTestEnv({ dataDir, deviceWaitTimeoutMs: 600 })
  }, 60_000)
  afterAll(async () => {
    await env?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('logs a new device in: approval mail, link, device-wait, code mail, token and user', async () => {
    const client = await newClient()
    const email = 'alice@example.com'
    const connect = await client.call('POST', '/api/email/connect', {
      ...loginBody('  Alice@Example.com '),
    })
    expect(connect).toEqual({ status: 200, body: { action: 'VERIFY_DEVICE' } })
    const approval = await lastMessage(env.mail, email)
    expect(approval.subject).toBe('Approve this device')
    const link = await lastApprovalLink(env.mail, email)
    expect(link.startsWith(`${env.frame.url}/device/approve?token=`)).toBe(true)

    // Opening the link (as a mail scanner would) asks and approves nothing.
    const opened = await fetch(link)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    const asking = await opened.text()
    expect(asking).toContain('Approve this device?')
    expect(asking).toContain('alice@example.com')
    expect(asking).toContain('<button type="submit">Approve device</button>')
    expect(asking).not.toContain('<script')
    expect(await client.call('POST', '/api/email/device-wait', { email })).toMatchObject({
      status: 408,
    })

    const wait = client.call('POST', '/api/email/device-wait', { email })
    const { result } = await approveByLink(link)
    expect(result.status).toBe(200)
    const html = await result.text()
    expect(html).toContain('Device approved')
    expect(html).not.toContain('<script')
    expect(await wait).toEqual({ status: 200, body: { approved: true } })

    const codeMail = await lastMessage(env.mail, email)
    expect(codeMail.subject).toBe('Your Portico login code')
    const otp = await lastCode(env.mail, email)
    const verified = await client.call<{ token: string; user: Record<string, unknown> }>(
      'POST',
      '/api/email/verify-otp',
      { ...loginBody(email), otp },
    )
    expect(verified.status).toBe(200)
    const { token, user } = verified.body
    expect(user).toMatchObject({ email, chainId: 31337 })
    // No keys are made on the server: the wallet comes from the frame's worker (KEYS.md).
    expect(user).toMatchObject({ address: null, solanaAddress: null, accounts: [] })

    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'EdDSA' })
    const claims = decodeJwt(token)
    expect(claims.aud).toEqual([TEST_HOST_ORIGIN, TEST_PROJECT_ID])
    expect(claims.cnf).toEqual({ jkt: client.key.deviceId })
    expect(Number(claims.exp) - Number(claims.iat)).toBe(7 * 24 * 3600)
    expect(claims.sub).toEqual(expect.any(String))
    expect(claims.jti).toEqual(expect.any(String))

    // The same link does not work twice, opened or posted.
    const again = await fetch(link)
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('Link not valid')
    const reposted = await approveByLink(link)
    expect(reposted.result.status).toBe(400)
  })

  it('mails and shows the approval in the locale the frame sent, else Accept-Language; a bad one is ignored', async () => {
    const client = await newClient()
    const fullLink = async (email: string) =>
      /(http:\/\/\S+\/device\/approve\?\S+)/.exec((await lastMessage(env.mail, email)).text)?.[1] ??
      ''

    await client.call('POST', '/api/email/connect', {
      ...loginBody('amal@example.com'),
      locale: 'ar-EG',
    })
    const arabic = await lastMessage(env.mail, 'amal@example.com')
    expect(arabic.subject).toBe('وافق على هذا الجهاز')
    expect(arabic.html).toMatch(/<html lang="ar" dir="rtl">/)
    const page = await (await fetch(await fullLink('amal@example.com'))).text()
    expect(page).toMatch(/<html lang="ar" dir="rtl">/)
    expect(page).toContain('<button type="submit">الموافقة على الجهاز</button>')

    const spanish = { ...loginBody('ana@example.com'), locale: 'fr' }
    await client.call('POST', '/api/email/connect', spanish, {
      headers: { 'accept-language': 'fr-FR, es;q=0.8' },
    })
    expect((await lastMessage(env.mail, 'ana@example.com')).subject).toBe(
      'Aprueba este dispositivo',
    )

    // Not a language tag at all: ignored, the login goes on in English.
    const bad = await client.call('POST', '/api/email/connect', {
      ...loginBody('bea@example.com'),
      locale: '"><script>',
    })
    expect(bad).toEqual({ status: 200, body: { action: 'VERIFY_DEVICE' } })
    const english = await lastMessage(env.mail, 'bea@example.com')
    expect(english.subject).toBe('Approve this device')
    expect(english.html).toMatch(/<html lang="en" dir="ltr">/)
  })

  it('sends a known device straight to the code, and logs it in to the same user', async () => {
    const client = await newClient()
    const email = 'bob@example.com'
    const first = await loginByEmail(client, env.mail, email)
    afterCooldown()
    const connect = await client.call('POST', '/api/email/connect', loginBody(email))
    expect(connect).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
    expect((await lastMessage(env.mail, email)).subject).toBe('Your Portico login code')
    const otp = await lastCode(env.mail, email)
    const verified = await client.call('POST', '/api/email/verify-otp', {
      ...loginBody(email),
      otp,
    })
    expect(verified.status).toBe(200)
    expect((verified.body.user as { address: string }).address).toBe(first.user.address)
  })

  it('refuses a second request for the same e-mail within 30 s, counting the seconds left', async () => {
    const client = await newClient()
    const email = 'carol@example.com'
    expect((await client.call('POST', '/api/email/connect', loginBody(email))).status).toBe(200)
    env.clock.advance(12_500)
    const again = await client.call('POST', '/api/email/connect', loginBody(email))
    expect(again).toEqual({
      status: 429,
      body: { code: 'EMAIL_COOLDOWN', message: 'Please try again after 18 seconds' },
    })
    expect(await readInbox(env.mail, email)).toHaveLength(1)
    env.clock.advance(17_500)
    expect((await client.call('POST', '/api/email/connect', loginBody(email))).status).toBe(200)
  })

  it('lets a user who signed out sign in again at once: a login clears its address cooldown', async () => {
    const client = await newClient()
    const email = 'quinn@example.com'
    const signOut = async () => {
      expect(await client.call('POST', '/api/session/sign-out', {})).toMatchObject({ status: 200 })
      client.token = undefined
    }
    // A new device: approval mail, link, code, session; then sign-out, all within a second.
    await loginByEmail(client, env.mail, email)
    await signOut()
    for (let round = 0; round < 2; round++) {
      const sent = (await readInbox(env.mail, email)).length
      expect(await client.call('POST', '/api/email/connect', loginBody(email))).toEqual({
        status: 200,
        body: { action: 'VERIFY_OTP' },
      })
      expect(await readInbox(env.mail, email)).toHaveLength(sent + 1)
      const otp = await lastCode(env.mail, email)
      const verified = await client.call<{ token: string }>('POST', '/api/email/verify-otp', {
        ...loginBody(email),
        otp,
      })
      expect(verified.status).toBe(200)
      client.token = verified.body.token
      await signOut()
    }
  })

  it('still refuses a second code request with no login in between, mailing nothing', async () => {
    const client = await newClient()
    const email = 'rita@example.com'
    await loginByEmail(client, env.mail, email)
    client.token = undefined
    expect((await client.call('POST', '/api/email/connect', loginBody(email))).status).toBe(200)
    const sent = (await readInbox(env.mail, email)).length
    const refused = {
      status: 429,
      body: { code: 'EMAIL_COOLDOWN', message: 'Please try again after 29 seconds' },
    }
    env.clock.advance(1000)
    expect(await client.call('POST', '/api/email/connect', loginBody(email))).toEqual(refused)
    // A wrong code is no login, whatever the request says: the cooldown holds.
    const otp = await lastCode(env.mail, email)
    const wrong = otp === '000000' ? '111111' : '000000'
    expect(
      (await client.call('POST', '/api/email/verify-otp', { ...loginBody(email), otp: wrong }))
        .status,
    ).toBe(400)
    expect(await client.call('POST', '/api/email/connect', loginBody(email))).toEqual(refused)
    expect(await readInbox(env.mail, email)).toHaveLength(sent)
  })

  it('clears the cooldown of the address that logged in only', async () => {
    const waiting = await newClient()
    const email = 'sam@example.com'
    expect((await waiting.call('POST', '/api/email/connect', loginBody(email))).status).toBe(200)
    // Another address logs in, from the same device and from another one.
    await loginByEmail(waiting, env.mail, 'tess@example.com')
    await signedIn('uma@example.com')
    expect(await waiting.call('POST', '/api/email/connect', loginBody(email))).toMatchObject({
      status: 429,
      body: { code: 'EMAIL_COOLDOWN' },
    })
    expect(await readInbox(env.mail, email)).toHaveLength(1)
  })

  it('burns a code after 5 wrong tries', async () => {
    const client = await newClient()
    const email = 'dave@example.com'
    await loginByEmail(client, env.mail, email)
    afterCooldown()
    await client.call('POST', '/api/email/connect', loginBody(email))
    const otp = await lastCode(env.mail, email)
    const wrong = otp === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      expect(
        await client.call('POST', '/api/email/verify-otp', { ...loginBody(email), otp: wrong }),
      ).toEqual({ status: 400, body: { code: 'INVALID_OTP', message: 'Invalid code' } })
    }
    expect(
      await client.call('POST', '/api/email/verify-otp', { ...loginBody(email), otp }),
    ).toEqual({
      status: 400,
      body: { code: 'OTP_EXPIRED', message: 'Code expired. Request a new one.' },
    })
  })

  it('expires a code after 10 minutes, and accepts it from its own device only', async () => {
    const client = await newClient()
    const other = await newClient()
    const email = 'erin@example.com'
    await loginByEmail(client, env.mail, email)
    afterCooldown()
    await client.call('POST', '/api/email/connect', loginBody(email))
    const otp = await lastCode(env.mail, email)
    const fromOther = await other.call('POST', '/api/email/verify-otp', {
      ...loginBody(email),
      otp,
    })
    expect(fromOther.body).toMatchObject({ code: 'OTP_EXPIRED' })
    env.clock.advance(10 * 60_000 + 1000)
    const late = await client.call('POST', '/api/email/verify-otp', { ...loginBody(email), otp })
    expect(late).toEqual({
      status: 400,
      body: { code: 'OTP_EXPIRED', message: 'Code expired. Request a new one.' },
    })
  })

  it('answers device-wait with 408 while the link is not opened, then with the code once opened', async () => {
    const client = await newClient()
    const email = 'frank@example.com'
    await client.call('POST', '/api/email/connect', loginBody(email))
    const link = await lastApprovalLink(env.mail, email)
    const waited = await client.call('POST', '/api/email/device-wait', { email })
    expect(waited).toEqual({
      status: 408,
      body: { code: 'DEVICE_NOT_APPROVED', message: 'Device not approved yet' },
    })
    expect(await readInbox(env.mail, email)).toHaveLength(1)
    expect((await approveByLink(link)).result.status).toBe(200)
    expect(await client.call('POST', '/api/email/device-wait', { email })).toEqual({
      status: 200,
      body: { approved: true },
    })
    // One code per approval, however often the client asks.
    expect(await client.call('POST', '/api/email/device-wait', { email })).toMatchObject({
      status: 200,
    })
    expect(await readInbox(env.mail, email)).toHaveLength(2)
  })

  it('does not approve with an expired or malformed link', async () => {
    const client = await newClient()
    const email = 'grace@example.com'
    await client.call('POST', '/api/email/connect', loginBody(email))
    const link = await lastApprovalLink(env.mail, email)
    env.clock.advance(10 * 60_000 + 1000)
    const expired = await fetch(link)
    expect(expired.status).toBe(400)
    expect(expired.headers.get('content-security-policy')).toContain("default-src 'none'")
    const token = new URL(link).searchParams.get('token') ?? ''
    const post = (body: string, type = 'application/x-www-form-urlencoded') =>
      fetch(`${env.frame.url}/device/approve`, {
        method: 'POST',
        headers: { 'content-type': type, 'sec-fetch-site': 'same-origin' },
        body,
      })
    expect((await post(new URLSearchParams({ token }).toString())).status).toBe(400)
    expect((await fetch(`${env.frame.url}/device/approve?token=%3Cscript%3E`)).status).toBe(400)
    expect((await fetch(`${env.frame.url}/device/approve`)).status).toBe(400)
    expect((await post('token=%3Cscript%3E')).status).toBe(400)
    expect((await post('')).status).toBe(400)
    expect((await post(`token=${'a'.repeat(2000)}`)).status).toBe(413)
    expect((await post(token, 'application/json')).status).toBe(400)
    // Nothing of that approved the device.
    expect(await client.call('POST', '/api/email/device-wait', { email })).toMatchObject({
      status: 408,
    })
  })

  it('shows the app, website, browser and time window, and takes the POST from its own page only', async () => {
    const client = await newClient()
    const email = 'ida@example.com'
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
    const askedAt = env.clock.now()
    await client.call('POST', '/api/email/connect', loginBody(email), {
      headers: { 'user-agent': firefox },
    })
    const link = await lastApprovalLink(env.mail, email)
    const html = await (await fetch(link)).text()
    const utc = (ms: number) => formatUtc(new Date(ms))
    for (const [label, value] of [
      ['App', TEST_PROJECT_ID],
      ['Website', TEST_HOST_ORIGIN],
      ['Browser', 'Firefox on Linux'],
      ['Asked at', utc(askedAt)],
      ['Expires at', utc(askedAt + 10 * 60_000)],
    ])
      expect(html).toMatch(new RegExp(`<dt>${label}</dt><dd( dir="ltr")?>${value}</dd>`))
    expect(html).not.toContain('<script')

    const token = new URL(link).searchParams.get('token') ?? ''
    const post = (headers: Record<string, string>) =>
      fetch(`${env.frame.url}/device/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ token }).toString(),
      })
    // Another site's form, a cross-site browser request and a bare script are refused.
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ]
    for (const headers of foreign) {
      const refused = await post(headers)
      expect(refused.status).toBe(403)
      expect(await refused.text()).not.toContain('Device approved')
    }
    expect(await client.call('POST', '/api/email/device-wait', { email })).toMatchObject({
      status: 408,
    })
    // The page's own form (no-referrer: Origin null, Sec-Fetch-Site same-origin) approves.
    const approved = await post({ origin: 'null', 'sec-fetch-site': 'same-origin' })
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('Device approved')
  })

  it('refuses a host origin off the allowlist and an unknown project, mailing nothing', async () => {
    const client = await newClient()
    const email = 'heidi@example.com'
    const offList = await client.call('POST', '/api/email/connect', {
      ...loginBody(email),
      origin: 'http://evil.test',
    })
    expect(offList).toEqual({
      status: 403,
      body: { code: 'INVALID_APP_CONFIGURATION', message: 'Unauthorized: origin not allowed' },
    })
    const unknown = await client.call('POST', '/api/email/connect', {
      ...loginBody(email),
      projectId: 'no-such-project',
    })
    expect(unknown.status).toBe(403)
    expect(await readInbox(env.mail, email)).toHaveLength(0)
  })

  it('changes the e-mail address after a code to the current and one to the new address', async () => {
    const { client, user } = await signedIn('nina@example.com')
    const newEmail = 'nina.new@example.com'
    expect(await client.call('POST', '/api/email/update', { email: newEmail })).toEqual({
      status: 200,
      body: { action: 'VERIFY_PRIMARY_OTP' },
    })
    const primaryMail = await lastMessage(env.mail, 'nina@example.com')
    expect(primaryMail.text).toContain(newEmail)
    const primary = await lastCode(env.mail, 'nina@example.com')
    expect(await readInbox(env.mail, newEmail)).toHaveLength(0)
    const wrong = primary === '000000' ? '111111' : '000000'
    expect(
      (await client.call('POST', '/api/email/update/primary', { otp: wrong })).body,
    ).toMatchObject({ code: 'INVALID_OTP' })
    expect(await client.call('POST', '/api/email/update/primary', { otp: primary })).toEqual({
      status: 200,
      body: {},
    })
    // The primary code is used up, and the secondary code is not the primary one.
    const secondary = await lastCode(env.mail, newEmail)
    expect(
      (await client.call('POST', '/api/email/update/secondary', { otp: primary })).body,
    ).toMatchObject({ code: primary === secondary ? 'OTP_EXPIRED' : 'INVALID_OTP' })
    expect(await client.call('POST', '/api/email/update/secondary', { otp: secondary })).toEqual({
      status: 200,
      body: { newEmail },
    })
    expect((await client.call('GET', '/api/session')).body).toMatchObject({
      user: { email: newEmail, address: user.address },
    })
    // The device that proved both addresses logs in to the new one without a new approval.
    env.clock.advance(31_000)
    const again = await client.call('POST', '/api/email/connect', {
      projectId: 'frame-test',
      email: newEmail,
      origin: 'http://localhost:5173',
    })
    expect(again.body).toEqual({ action: 'VERIFY_OTP' })
  })

  it('answers a change to a taken address as to a free one: cooldown first, the owner told', async () => {
    await signedIn('olga@example.com')
    const olgaMails = (await readInbox(env.mail, 'olga@example.com')).length
    const { client, user } = await signedIn('pete@example.com')
    const started = { status: 200, body: { action: 'VERIFY_PRIMARY_OTP' } }
    expect(await client.call('POST', '/api/email/update', { email: 'olga@example.com' })).toEqual(
      started,
    )
    // Within 30 s the cooldown answers first, whether the address is taken or not.
    const cooling = { status: 429, body: expect.objectContaining({ code: 'EMAIL_COOLDOWN' }) }
    for (const email of ['olga@example.com', 'free.address@example.com'])
      expect(await client.call('POST', '/api/email/update', { email })).toEqual(cooling)
    const primary = await lastCode(env.mail, 'pete@example.com')
    expect(await client.call('POST', '/api/email/update/primary', { otp: primary })).toEqual({
      status: 200,
      body: {},
    })
    // The taken address's owner gets a notice with no code; the requester learns nothing.
    const notice = await lastMessage(env.mail, 'olga@example.com')
    expect((await readInbox(env.mail, 'olga@example.com')).length).toBe(olgaMails + 1)
    expect(notice.subject).toBe('Your Portico e-mail address is already in use')
    expect(notice.text).not.toMatch(/\b\d{6}\b/)
    expect(
      (await client.call('POST', '/api/email/update/secondary', { otp: primary })).body,
    ).toMatchObject({ code: 'OTP_EXPIRED' })
    expect((await client.call('GET', '/api/session')).body).toMatchObject({
      user: { email: 'pete@example.com', address: user.address },
    })
  })

  it('keeps keys (0600) and database in a data dir only its owner can enter (0700)', () => {
    expect(modeOf(dataDir)).toBe(0o700)
    expect(modeOf(join(dataDir, 'pglite'))).toBe(0o700)
    expect(readdirSync(dataDir).sort()).toEqual([
      MASTER_KEY_FILE,
      'pglite',
      SESSION_SIGNING_KEY_FILE,
    ])
    expect(modeOf(masterKeyFile)).toBe(0o600)
    expect(Buffer.from(readFileSync(masterKeyFile, 'utf8').trim(), 'base64')).toHaveLength(32)
    expect(modeOf(join(dataDir, SESSION_SIGNING_KEY_FILE))).toBe(0o600)
  })

  it('keeps auth shares encrypted: the row holds no plaintext, the master key opens it', async () => {
    const { client } = await signedIn('vault@example.com')
    const wallet = createTestWallet()
    const { body } = await enrol(wallet)
    const created = await client.call('POST', '/api/wallet', {
      evmAddress: wallet.evmAddress,
      solanaAddress: wallet.solanaAddress,
      ...body,
    })
    expect(created.status).toBe(200)
    const { rows } = await env.frame.db.query<{ id: string; user_id: string; auth_share: string }>(
      'SELECT id, user_id, auth_share FROM wallet_enrolments WHERE id = $1',
      [body.enrolment.id],
    )
    const row = rows[0]
    if (!row) throw new Error('no enrolment row')
    const masterKey = Buffer.from(readFileSync(masterKeyFile, 'utf8').trim(), 'base64')
    const share = decryptPrivateKey(masterKey, row.auth_share, authShareAad(row.user_id, row.id))
    expect(share.toString('base64url')).toBe(body.enrolment.authShare)
    const stored = JSON.stringify(row).toLowerCase()
    for (const encoding of ['hex', 'base64', 'base64url'] as const)
      expect(stored).not.toContain(share.toString(encoding).toLowerCase())
    // A ciphertext moved to another user or enrolment does not open.
    expect(() =>
      decryptPrivateKey(masterKey, row.auth_share, authShareAad('someone-else', row.id)),
    ).toThrow()
    // Nor does the user row hold any key.
    const user = await env.frame.db.query<UserRecord>('SELECT * FROM users WHERE id = $1', [
      row.user_id,
    ])
    expect(user.rows[0]).toMatchObject({ evm_private_key: null, solana_private_key: null })
  })

  it('reuses the same keys and data after a restart: the session and the stored shares still work', async () => {
    const { client, user } = await signedIn('restart@example.com')
    const wallet = createTestWallet()
    const { body } = await enrol(wallet)
    await client.call('POST', '/api/wallet', {
      evmAddress: wallet.evmAddress,
      solanaAddress: wallet.solanaAddress,
      ...body,
    })
    const before = readFileSync(masterKeyFile, 'utf8')
    const beforeMtime = statSync(masterKeyFile).mtimeMs
    await env.restartFrame()
    expect(readFileSync(masterKeyFile, 'utf8')).toBe(before)
    expect(statSync(masterKeyFile).mtimeMs).toBe(beforeMtime)
    expect((await client.call('GET', '/api/session')).body).toEqual({
      user: {
        ...user,
        address: wallet.evmAddress,
        solanaAddress: wallet.solanaAddress,
        accounts: [{ address: wallet.evmAddress, type: 'eoa' }],
      },
    })
    // The auth share stored before the restart still opens under the same master key.
    expect((await client.call('POST', '/api/wallet/auth-share', {})).body).toEqual({
      enrolmentId: body.enrolment.id,
      authShare: body.enrolment.authShare,
    })
  })
})
