import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  FARCASTER_TEST_FID,
  FARCASTER_TEST_USERNAME,
  farcasterCustody,
  farcasterImpostor,
  installIdRegistry,
  type RunningFarcasterRelay,
  signSiwfMessage,
  startFarcasterRelay,
} from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDeviceKey } from '../proof/createDeviceProof.ts'
import { createFrameApiClient, type FrameApiClient } from '../testing/frameApiClient.ts'
import {
  type FrameTestEnv,
  startFrameTestEnv,
  TEST_HOST_ORIGIN,
  TEST_PROJECT_ID,
} from '../testing/startFrameTestEnv.ts'
import { createTestWallet, enrol } from '../testing/walletTestKit.ts'
import { createFarcasterRelay } from './createFarcasterRelay.ts'

const host = { projectId: TEST_PROJECT_ID, origin: TEST_HOST_ORIGIN }

/**
 * Sign In With Farcaster through the frame server, against the devnet's relay and app and the ID
 * registry on a real anvil: the message is verified with auth-client, the signer must be the
 * fid's custody address, and the login then goes on as an e-mail login's does.
 */
describe('Farcaster login', () => {
  let env: FrameTestEnv
  let relay: RunningFarcasterRelay
  const newClient = async (): Promise<FrameApiClient> =>
    createFrameApiClient(() => env.frame.url, await createDeviceKey(), env.clock.now)
  const approve = (url: string, signer: 'custody' | 'impostor') =>
    fetch(`${relay.url}/~/siwf/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        channelToken: new URL(url).searchParams.get('channelToken') ?? '',
        signer,
      }).toString(),
      redirect: 'manual',
    })
  const rpcUrl = () => env.anvil?.rpcUrl ?? ''
  const channel = async (client: FrameApiClient) => {
    const opened = await client.call<{ url: string }>('POST', '/api/farcaster/channel', host)
    expect(opened.status).toBe(200)
    return opened.body.url
  }

  beforeAll(async () => {
    relay = await startFarcasterRelay({
      host: '127.0.0.1',
      port: 0,
      account: {
        fid: FARCASTER_TEST_FID,
        username: FARCASTER_TEST_USERNAME,
        custody: farcasterCustody,
      },
      impostor: farcasterImpostor,
    })
    env = await startFrameTestEnv({
      anvil: true,
      farcasterWaitMs: 1_500,
      farcaster: { relayUrl: relay.url },
    })
    await installIdRegistry(rpcUrl(), mkdtempSync(join(tmpdir(), 'portico-build-')), [
      { fid: FARCASTER_TEST_FID, custody: farcasterCustody.address },
    ])
  }, 90_000)
  afterAll(async () => {
    await env?.stop()
    await relay?.stop()
  })

  it('signs in the fid its custody key approved, with a new wallet, then the same user again', async () => {
    const client = await newClient()
    const url = await channel(client)
    expect(url.startsWith(`${relay.url}/~/siwf?channelToken=`)).toBe(true)
    expect((await client.call('POST', '/api/farcaster/wait', {})).body).toEqual({
      state: 'pending',
    })
    expect((await approve(url, 'custody')).status).toBe(303)
    expect((await client.call('POST', '/api/farcaster/wait', {})).body).toEqual({
      state: 'verified',
      userName: FARCASTER_TEST_USERNAME,
    })
    const wallet = createTestWallet()
    const { body: enrolment } = await enrol(wallet)
    const login = await client.call<{ token: string; user: Record<string, unknown> }>(
      'POST',
      '/api/farcaster/login',
      {
        ...host,
        wallet: {
          evmAddress: wallet.evmAddress,
          solanaAddress: wallet.solanaAddress,
          ...enrolment,
        },
      },
    )
    expect(login.status).toBe(200)
    expect(login.body.user).toMatchObject({ email: null, userName: FARCASTER_TEST_USERNAME })
    expect(login.body).toMatchObject({ wallet: { state: 'enrolled' } })
    // Used once.
    expect((await client.call('POST', '/api/farcaster/login', host)).body).toMatchObject({
      code: 'FARCASTER_LOGIN_NOT_STARTED',
    })
    client.token = login.body.token
    expect((await client.call('GET', '/api/session')).body).toMatchObject({
      user: { address: wallet.evmAddress, userName: FARCASTER_TEST_USERNAME },
    })
    // The fid's next sign-in is the same user and wallet.
    const again = await newClient()
    await approve(await channel(again), 'custody')
    await again.call('POST', '/api/farcaster/wait', {})
    const second = await again.call<{ user: { address: string } }>(
      'POST',
      '/api/farcaster/login',
      host,
    )
    expect(second.body.user.address).toBe(wallet.evmAddress)
    expect(second.body).toMatchObject({ wallet: { state: 'notEnrolled' } })
  })

  it('refuses a message signed by a key that is not the fid’s custody key', async () => {
    const client = await newClient()
    await approve(await channel(client), 'impostor')
    expect(await client.call('POST', '/api/farcaster/wait', {})).toMatchObject({
      status: 401,
      body: { code: 'FARCASTER_SIGNATURE_INVALID' },
    })
    expect((await client.call('POST', '/api/farcaster/login', host)).body).toMatchObject({
      code: 'FARCASTER_LOGIN_NOT_STARTED',
    })
  })

  it('refuses a host off the allowlist, and a login another device started', async () => {
    const client = await newClient()
    const refused = await client.call('POST', '/api/farcaster/channel', {
      ...host,
      origin: 'http://evil.localhost:1',
    })
    expect(refused).toMatchObject({ status: 403, body: { code: 'INVALID_APP_CONFIGURATION' } })
    await approve(await channel(client), 'custody')
    const other = await newClient()
    expect(await other.call('POST', '/api/farcaster/wait', {})).toMatchObject({
      status: 410,
      body: { code: 'FARCASTER_LOGIN_EXPIRED' },
    })
    expect((await other.call('POST', '/api/farcaster/login', host)).status).toBe(409)
  })

  it('ends a login that was not approved in time', async () => {
    const client = await newClient()
    await channel(client)
    env.clock.advance(5 * 60_000 + 1)
    expect(await client.call('POST', '/api/farcaster/wait', {})).toMatchObject({
      status: 410,
      body: { code: 'FARCASTER_LOGIN_EXPIRED' },
    })
  })

  it('verifies nonce, domain and custody: another nonce or domain is refused', async () => {
    const farcaster = createFarcasterRelay({ relayUrl: relay.url, rpcUrl: rpcUrl() })
    const params = { siweUri: 'http://127.0.0.1:5174/', domain: '127.0.0.1:5174' }
    const signed = await signSiwfMessage(
      { ...params, nonce: 'ournonce0123456789' },
      FARCASTER_TEST_FID,
      farcasterCustody,
    )
    expect(
      await farcaster.verify({ nonce: 'ournonce0123456789', domain: params.domain }, signed),
    ).toBe(FARCASTER_TEST_FID)
    for (const expected of [
      { nonce: 'othernonce0123456789', domain: params.domain },
      { nonce: 'ournonce0123456789', domain: 'evil.example' },
    ])
      await expect(farcaster.verify(expected, signed)).rejects.toMatchObject({
        code: 'FARCASTER_SIGNATURE_INVALID',
      })
    // Signed by one key, claiming another's address: the SIWE signature check fails.
    const forged = {
      ...signed,
      message: signed.message.replace(farcasterCustody.address, farcasterImpostor.address),
    }
    await expect(
      farcaster.verify({ nonce: 'ournonce0123456789', domain: params.domain }, forged),
    ).rejects.toMatchObject({ code: 'FARCASTER_SIGNATURE_INVALID' })
    // A registry that does not answer is not a refusal: the login may be verified again.
    const noChain = createFarcasterRelay({ relayUrl: relay.url, rpcUrl: 'http://127.0.0.1:9' })
    await expect(
      noChain.verify({ nonce: 'ournonce0123456789', domain: params.domain }, signed),
    ).rejects.toMatchObject({ code: 'FARCASTER_REGISTRY_UNAVAILABLE' })
  })
})
