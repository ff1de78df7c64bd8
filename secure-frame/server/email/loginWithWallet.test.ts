import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDeviceKey } from '../proof/createDeviceProof.ts'
import { approveByLink } from '../testing/approveByLink.ts'
import { createFrameApiClient, type FrameApiClient } from '../testing/frameApiClient.ts'
import { loginBody } from '../testing/loginByEmail.ts'
import { lastApprovalLink, lastCode } from '../testing/readInbox.ts'
import { type FrameTestEnv, startFrameTestEnv } from '../testing/startFrameTestEnv.ts'
import { createTestWallet, enrol, type TestWallet } from '../testing/walletTestKit.ts'

/**
 * A first login's wallet in POST /api/email/verify-otp (the worker prepares it while the mail is
 * read): made in the same request as the session, with POST /api/wallet's checks, and only for a
 * user with no wallet yet.
 */
describe('verify-otp with a prepared wallet', () => {
  let env: FrameTestEnv
  const newClient = async (): Promise<FrameApiClient> =>
    createFrameApiClient(() => env.frame.url, await createDeviceKey(), env.clock.now)

  /** Connect (and approve the device) up to the code mail; the cooldown is then passed. */
  const codeFor = async (client: FrameApiClient, email: string) => {
    const connect = await client.call('POST', '/api/email/connect', loginBody(email))
    if (connect.body.action === 'VERIFY_DEVICE') {
      const wait = client.call('POST', '/api/email/device-wait', { email })
      await approveByLink(await lastApprovalLink(env.mail, email))
      expect((await wait).status).toBe(200)
    }
    const code = await lastCode(env.mail, email)
    env.clock.advance(31_000)
    return code
  }
  const newWallet = async (wallet: TestWallet, signedBy = wallet) => {
    const { body } = await enrol(signedBy)
    return { evmAddress: wallet.evmAddress, solanaAddress: wallet.solanaAddress, ...body }
  }
  const enrolmentsOf = async (email: string) =>
    (
      await env.frame.db.query<{ id: string }>(
        `SELECT e.id FROM wallet_enrolments e JOIN users u ON u.id = e.user_id WHERE u.email = $1`,
        [email],
      )
    ).rows.map((r) => r.id)
  const addressOf = async (email: string) =>
    (
      await env.frame.db.query<{ evm_address: string | null }>(
        'SELECT evm_address FROM users WHERE email = $1',
        [email],
      )
    ).rows[0]?.evm_address

  beforeAll(async () => {
    env = await startFrameTestEnv()
  }, 60_000)
  afterAll(async () => {
    await env?.stop()
  })

  it('makes a first login’s wallet with the session: the answer says enrolled, the shares work', async () => {
    const client = await newClient()
    const email = 'prepared@example.com'
    const wallet = createTestWallet()
    const body = await newWallet(wallet)
    const verified = await client.call<{ token: string; wallet: Record<string, unknown> }>(
      'POST',
      '/api/email/verify-otp',
      { ...loginBody(email), otp: await codeFor(client, email), wallet: body },
    )
    expect(verified.status).toBe(200)
    expect(verified.body.wallet).toEqual({
      state: 'enrolled',
      evmAddress: wallet.evmAddress,
      solanaAddress: wallet.solanaAddress,
      enrolmentId: body.enrolment.id,
      recovery: { password: false, passkey: null },
    })
    client.token = verified.body.token
    expect(await client.call('POST', '/api/wallet/auth-share', {})).toEqual({
      status: 200,
      body: { enrolmentId: body.enrolment.id, authShare: body.enrolment.authShare },
    })
    // No second wallet for the same user.
    const other = createTestWallet()
    expect((await client.call('POST', '/api/wallet', await newWallet(other))).body).toMatchObject({
      code: 'WALLET_EXISTS',
    })
  })

  it('refuses a wallet its keys did not sign before the code is used, and stores nothing', async () => {
    const client = await newClient()
    const email = 'forged@example.com'
    const otp = await codeFor(client, email)
    const forged = await newWallet(createTestWallet(), createTestWallet())
    const refused = await client.call('POST', '/api/email/verify-otp', {
      ...loginBody(email),
      otp,
      wallet: forged,
    })
    expect(refused).toMatchObject({ status: 400, body: { code: 'WALLET_SHARES_INVALID' } })
    expect(await addressOf(email)).toBeUndefined()
    // The code is still good: the login goes on without a wallet, which is still to be made.
    const verified = await client.call<{ wallet: { state: string } }>(
      'POST',
      '/api/email/verify-otp',
      { ...loginBody(email), otp },
    )
    expect(verified.status).toBe(200)
    expect(verified.body.wallet.state).toBe('none')
    expect(await enrolmentsOf(email)).toEqual([])
  })

  it('refuses a malformed wallet as bad input, and a wrong code with a wallet makes nothing', async () => {
    const client = await newClient()
    const email = 'malformed@example.com'
    const otp = await codeFor(client, email)
    const good = await newWallet(createTestWallet())
    for (const wallet of [
      { ...good, evmAddress: 'not-an-address' },
      { ...good, enrolment: { ...good.enrolment, authShare: 'short' } },
      'a string',
    ]) {
      const answer = await client.call('POST', '/api/email/verify-otp', {
        ...loginBody(email),
        otp,
        wallet,
      })
      expect(answer.status).toBe(400)
    }
    const wrong = otp === '000000' ? '111111' : '000000'
    const refused = await client.call('POST', '/api/email/verify-otp', {
      ...loginBody(email),
      otp: wrong,
      wallet: good,
    })
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(await addressOf(email)).toBeUndefined()
    expect(await enrolmentsOf(email)).toEqual([])
  })

  it('ignores the prepared wallet of a user who has one: the answer is that wallet’s status', async () => {
    const email = 'known@example.com'
    const laptop = await newClient()
    const first = createTestWallet()
    const firstBody = await newWallet(first)
    expect(
      (
        await laptop.call('POST', '/api/email/verify-otp', {
          ...loginBody(email),
          otp: await codeFor(laptop, email),
          wallet: firstBody,
        })
      ).status,
    ).toBe(200)
    // Another browser's login prepared a wallet of its own: it is not made.
    const phone = await newClient()
    const verified = await phone.call<{ wallet: Record<string, unknown> }>(
      'POST',
      '/api/email/verify-otp',
      {
        ...loginBody(email),
        otp: await codeFor(phone, email),
        wallet: await newWallet(createTestWallet()),
      },
    )
    expect(verified.status).toBe(200)
    expect(verified.body.wallet).toMatchObject({
      state: 'notEnrolled',
      evmAddress: first.evmAddress,
      solanaAddress: first.solanaAddress,
      enrolmentId: null,
    })
    expect(await enrolmentsOf(email)).toEqual([firstBody.enrolment.id])
  })
})
