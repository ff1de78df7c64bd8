import { randomBytes } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_SMART_ACCOUNT } from '../config/resolveFrameServerConfig.ts'
import { createDeviceKey } from '../proof/createDeviceProof.ts'
import { createFrameApiClient, type FrameApiClient } from '../testing/frameApiClient.ts'
import { loginByEmail } from '../testing/loginByEmail.ts'
import {
  type FrameTestEnv,
  OTHER_CHAIN_ID,
  startFrameTestEnv,
} from '../testing/startFrameTestEnv.ts'

type Session = { pci: string; revokedAt: number | null }

/**
 * The smart-session routes against the real frame server and cloud: the cloud checks each
 * signature (an EOA's here; the account's EIP-1271 in the e2e), the frame adds the project.
 */
describe('smart-session routes', () => {
  let env: FrameTestEnv
  let client: FrameApiClient
  const account = privateKeyToAccount(generatePrivateKey())
  const newPci = () => `0x${randomBytes(32).toString('hex')}`
  const signedMessage = async (pci: string, signer = account) => {
    const now = Math.floor(Date.now() / 1000)
    const message = JSON.stringify({
      chainId: 'eip155:31337',
      expiry: now + 3600,
      permissions: [{ type: 'erc20-token-transfer', data: {} }],
      policies: [],
      pci,
      timestamp: now,
    })
    return { message, signature: await signer.signMessage({ message }) }
  }
  const list = async () =>
    (
      await client.call<{ pcis: Session[] }>('POST', '/api/smart-sessions/list', {
        chainId: 31337,
        address: account.address,
      })
    ).body.pcis

  beforeAll(async () => {
    env = await startFrameTestEnv({ smartAccount: DEVNET_SMART_ACCOUNT })
    client = createFrameApiClient(() => env.frame.url, await createDeviceKey(), env.clock.now)
    await loginByEmail(client, env.mail, 'sessions@example.com')
  }, 60_000)
  afterAll(async () => {
    await env?.stop()
  })

  it("stores, lists and revokes a session in the cloud under the user's project", async () => {
    expect(await list()).toEqual([])
    const pci = newPci()
    const created = await client.call<Session>('POST', '/api/smart-sessions/create', {
      chainId: 31337,
      address: account.address,
      ...(await signedMessage(pci)),
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ pci, revokedAt: null })
    expect((await list()).map((s) => s.pci)).toEqual([pci])
    const revoked = await client.call<{ success: boolean; session: Session }>(
      'POST',
      '/api/smart-sessions/revoke',
      {
        chainId: 31337,
        address: account.address,
        pci,
        signature: await account.signMessage({ message: pci }),
      },
    )
    expect(revoked.status).toBe(200)
    expect(revoked.body.session.revokedAt).toEqual(expect.any(Number))
    expect((await list())[0]?.revokedAt).toEqual(revoked.body.session.revokedAt)
    // The cloud's own list for the project shows the same.
    const cloudList = await fetch(
      `${env.cloud.url}/v1/sessions/${account.address}?projectId=frame-test&st=test&sv=1`,
    )
    expect(((await cloudList.json()) as { pcis: Session[] }).pcis[0]?.pci).toBe(pci)
  })

  it("passes on the cloud's refusals: another signer, an unknown pci", async () => {
    const stranger = privateKeyToAccount(generatePrivateKey())
    const before = await list()
    const forged = await client.call('POST', '/api/smart-sessions/create', {
      chainId: 31337,
      address: account.address,
      ...(await signedMessage(newPci(), stranger)),
    })
    expect(forged.status).toBe(400)
    expect(forged.body).toMatchObject({ code: 'SMART_SESSION_REFUSED' })
    const unknown = newPci()
    const missing = await client.call('POST', '/api/smart-sessions/revoke', {
      chainId: 31337,
      address: account.address,
      pci: unknown,
      signature: await account.signMessage({ message: unknown }),
    })
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({
      code: 'SMART_SESSION_NOT_FOUND',
      message: 'No such session',
    })
    expect(await list()).toEqual(before)
  })

  it('refuses a chain without sessions, bad bodies and a caller not signed in; stores nothing', async () => {
    const before = await list()
    const good = { chainId: 31337, address: account.address, ...(await signedMessage(newPci())) }
    const other = await client.call('POST', '/api/smart-sessions/create', {
      ...good,
      chainId: OTHER_CHAIN_ID,
    })
    expect(other.status).toBe(400)
    expect(other.body).toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
      message: 'Chain is not supported',
    })
    for (const body of [
      { ...good, address: '0x12' },
      { ...good, signature: 'nope' },
      { ...good, message: '' },
      { ...good, extra: 1 },
      { chainId: 31337, address: account.address, pci: '0x12', signature: good.signature },
    ]) {
      const path = 'pci' in body ? '/api/smart-sessions/revoke' : '/api/smart-sessions/create'
      const res = await client.call('POST', path, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body).toMatchObject({ code: 'SCHEMA_INVALID_INPUT' })
    }
    const anonymous = await client.call('POST', '/api/smart-sessions/create', good, { token: null })
    expect(anonymous.status).toBe(401)
    expect(await list()).toEqual(before)
  })
})
