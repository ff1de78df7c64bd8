import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, http, parseAbi, verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningAnvil, startAnvil } from '../chain/startAnvil.ts'
import { findFreePort } from '../ports.ts'
import {
  FARCASTER_TEST_FID,
  FARCASTER_TEST_USERNAME,
  farcasterCustody,
  farcasterImpostor,
} from './farcasterTestAccounts.ts'
import { ID_REGISTRY_ADDRESS, installIdRegistry } from './installIdRegistry.ts'
import { type RunningFarcasterRelay, startFarcasterRelay } from './startFarcasterRelay.ts'

const channelParams = {
  siweUri: 'http://127.0.0.1:5174/farcaster',
  domain: '127.0.0.1:5174',
  nonce: 'abcdef0123456789',
}

describe('the Farcaster relay and app', () => {
  let relay: RunningFarcasterRelay
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
  })
  afterAll(() => relay?.stop())

  const open = async (body: unknown = channelParams) =>
    fetch(`${relay.url}/v1/channel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const status = (token: string) =>
    fetch(`${relay.url}/v1/channel/status`, { headers: { authorization: `Bearer ${token}` } })
  const approve = (channelToken: string, signer: string) =>
    fetch(`${relay.url}/~/siwf/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ channelToken, signer }).toString(),
      redirect: 'manual',
    })

  it('opens a channel whose URL is the app page, pending until approved', async () => {
    const created = await open()
    expect(created.status).toBe(201)
    const { channelToken, url, nonce } = (await created.json()) as Record<string, string>
    expect(nonce).toBe(channelParams.nonce)
    expect(url).toBe(`${relay.url}/~/siwf?channelToken=${channelToken}`)
    const pending = await status(channelToken ?? '')
    expect(pending.status).toBe(202)
    expect(await pending.json()).toMatchObject({ state: 'pending', nonce, url })
    const page = await (await fetch(url ?? '')).text()
    expect(page).toContain('Sign in to 127.0.0.1:5174?')
  })

  it('completes the channel with a SIWF message the custody key signed', async () => {
    const { channelToken } = (await (await open()).json()) as { channelToken: string }
    expect((await approve(channelToken, 'custody')).status).toBe(303)
    const done = await status(channelToken)
    expect(done.status).toBe(200)
    const body = (await done.json()) as Record<string, unknown>
    expect(body).toMatchObject({
      state: 'completed',
      fid: FARCASTER_TEST_FID,
      username: FARCASTER_TEST_USERNAME,
    })
    const message = parseSiweMessage(String(body.message))
    expect(message).toMatchObject({
      domain: channelParams.domain,
      nonce: channelParams.nonce,
      chainId: 10,
      statement: 'Farcaster Auth',
      resources: [`farcaster://fid/${FARCASTER_TEST_FID}`],
      address: farcasterCustody.address,
    })
    expect(
      await verifyMessage({
        address: farcasterCustody.address,
        message: String(body.message),
        signature: body.signature as `0x${string}`,
      }),
    ).toBe(true)
    // A second approval does not overwrite the first.
    await approve(channelToken, 'impostor')
    expect(((await (await status(channelToken)).json()) as { message: string }).message).toBe(
      body.message,
    )
  })

  it('refuses unknown tokens, bad bodies and an authenticate call without the relay key', async () => {
    expect((await status('00000000-0000-4000-8000-000000000000')).status).toBe(401)
    expect((await open({ domain: 'x' })).status).toBe(400)
    const { channelToken } = (await (await open()).json()) as { channelToken: string }
    const forged = await fetch(`${relay.url}/v1/channel/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${channelToken}` },
      body: JSON.stringify({ message: 'x', signature: `0x${'1'.repeat(130)}`, fid: 1 }),
    })
    expect(forged.status).toBe(401)
    expect((await status(channelToken)).status).toBe(202)
  })

  it('opens a pasted link on its request page', async () => {
    const { url } = (await (await open()).json()) as { url: string }
    const opened = await fetch(`${relay.url}/~/siwf?link=${encodeURIComponent(url)}`, {
      redirect: 'manual',
    })
    expect(opened.status).toBe(303)
    const bad = await fetch(`${relay.url}/~/siwf?link=nonsense`)
    expect(bad.status).toBe(400)
  })
})

describe('the ID registry on anvil', () => {
  let anvil: RunningAnvil
  beforeAll(async () => {
    anvil = await startAnvil({ host: '127.0.0.1', port: await findFreePort() })
  }, 30_000)
  afterAll(() => anvil?.stop())

  it('answers idOf and custodyOf for the test fid at the canonical address', async () => {
    await installIdRegistry(anvil.rpcUrl, mkdtempSync(join(tmpdir(), 'portico-build-')), [
      { fid: FARCASTER_TEST_FID, custody: farcasterCustody.address },
    ])
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const abi = parseAbi([
      'function idOf(address) view returns (uint256)',
      'function custodyOf(uint256) view returns (address)',
    ])
    const read = (functionName: 'idOf' | 'custodyOf', args: [never]) =>
      client.readContract({ address: ID_REGISTRY_ADDRESS, abi, functionName, args })
    expect(await read('idOf', [farcasterCustody.address as never])).toBe(BigInt(FARCASTER_TEST_FID))
    expect(await read('idOf', [farcasterImpostor.address as never])).toBe(0n)
    expect(await read('custodyOf', [BigInt(FARCASTER_TEST_FID) as never])).toBe(
      farcasterCustody.address,
    )
    // No transaction was sent: the deployer's addresses stay as deployDevnet expects them.
    expect(await client.getBlockNumber()).toBe(0n)
  }, 60_000)
})
