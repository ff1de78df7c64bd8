import { randomBytes } from 'node:crypto'
import { sessionsResponseSchema } from '@portico/shared'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { describeOnBothDatabases } from '../../testing/describeOnBothDatabases.ts'
import { sessionBody } from '../../testing/signedBodies.ts'
import { apiUrl, countRows, postJson, testProjects, useTestCloud } from '../../testing/testCloud.ts'

import { sessionSchema } from './postSession.ts'

const newAccount = () => privateKeyToAccount(generatePrivateKey())

describeOnBothDatabases('smart-account session routes', (database) => {
  const cloud = useTestCloud(database, {
    seedProjects: [
      ...testProjects,
      { projectId: 'other-project', name: 'Other', allowedOrigins: [] },
    ],
  })
  const url = (path: string, projectId?: string) => apiUrl(cloud().url, path, {}, projectId)
  const create = async (account: ReturnType<typeof newAccount>) => {
    const res = await postJson(url(`/v1/sessions/${account.address}`), await sessionBody(account))
    expect(res.status).toBe(201)
    return sessionSchema.parse(await res.json())
  }
  const list = async (path: string, projectId?: string) =>
    sessionsResponseSchema.parse(await (await fetch(url(path, projectId))).json()).pcis

  it('stores a signed session and lists it by address or CAIP-10 address', async () => {
    const owner = newAccount()
    const session = await create(owner)
    expect(session).toMatchObject({
      address: owner.address,
      chainId: 'eip155:31337',
      revokedAt: null,
      policies: [],
    })
    expect(session.pci).toMatch(/^0x[0-9a-f]{64}$/)
    expect(session.permissions).toHaveLength(1)
    expect(await list(`/v1/sessions/${owner.address}`)).toEqual([session])
    expect(await list(`/v1/sessions/eip155:31337:${owner.address.toLowerCase()}`)).toEqual([
      session,
    ])
    expect(await list(`/v1/sessions/${owner.address}`, 'other-project')).toEqual([])
  })

  it('lists a new session and a revocation at once, after the list was read', async () => {
    const owner = newAccount()
    const path = `/v1/sessions/${owner.address}`
    expect(await list(path)).toEqual([])
    expect(await list(path)).toEqual([])
    const session = await create(owner)
    expect(await list(path)).toEqual([session])
    const res = await postJson(url(`${path}/revoke`), {
      pci: session.pci,
      signature: await owner.signMessage({ message: session.pci }),
    })
    expect(res.status).toBe(200)
    expect((await list(path))[0]?.revokedAt).toEqual(expect.any(Number))
  })

  it('revokes a session on a signature of its pci, once', async () => {
    const owner = newAccount()
    const session = await create(owner)
    const other = await create(owner)
    const revoke = async (signer = owner, pci = session.pci) =>
      postJson(url(`/v1/sessions/${owner.address}/revoke`), {
        pci,
        signature: await signer.signMessage({ message: pci }),
      })
    const res = await revoke()
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ success: true, session: { pci: session.pci } })
    expect(body.session.revokedAt).toEqual(expect.any(Number))
    const again = await (await revoke()).json()
    expect(again.session.revokedAt).toBe(body.session.revokedAt)
    const sessions = await list(`/v1/sessions/${owner.address}`)
    expect(sessions.find((s) => s.pci === session.pci)?.revokedAt).toBe(body.session.revokedAt)
    expect(sessions.find((s) => s.pci === other.pci)?.revokedAt).toBeNull()
  })

  it('refuses another signer (401) and an unknown pci (404), changing nothing', async () => {
    const owner = newAccount()
    const session = await create(owner)
    const before = await countRows(database().db)
    const stranger = await postJson(url(`/v1/sessions/${owner.address}/revoke`), {
      pci: session.pci,
      signature: await newAccount().signMessage({ message: session.pci }),
    })
    expect(stranger.status).toBe(401)
    expect(await stranger.json()).toMatchObject({ code: 'SIGNATURE_INVALID' })
    const unknownPci = `0x${'1'.repeat(64)}`
    const unknown = await postJson(url(`/v1/sessions/${owner.address}/revoke`), {
      pci: unknownPci,
      signature: await owner.signMessage({ message: unknownPci }),
    })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'SESSION_NOT_FOUND' })
    const elsewhere = await postJson(url(`/v1/sessions/${owner.address}/revoke`, 'other-project'), {
      pci: session.pci,
      signature: await owner.signMessage({ message: session.pci }),
    })
    expect(elsewhere.status).toBe(404)
    expect(await countRows(database().db)).toEqual(before)
    expect((await list(`/v1/sessions/${owner.address}`))[0]?.revokedAt).toBeNull()
  })

  it('refuses to store a session signed by another account or already expired', async () => {
    const owner = newAccount()
    const before = await countRows(database().db)
    const forged = await postJson(
      url(`/v1/sessions/${owner.address}`),
      await sessionBody(newAccount()),
    )
    expect(forged.status).toBe(401)
    const expired = await postJson(
      url(`/v1/sessions/${owner.address}`),
      await sessionBody(owner, { expiry: Math.floor(Date.now() / 1000) - 1 }),
    )
    expect(expired.status).toBe(400)
    expect(await expired.json()).toMatchObject({ code: 'MESSAGE_EXPIRED' })
    expect(await countRows(database().db)).toEqual(before)
  })

  it('stores a session under the pci the wallet granted on chain, once', async () => {
    const owner = newAccount()
    const pci = `0x${randomBytes(32).toString('hex')}`
    const res = await postJson(
      url(`/v1/sessions/${owner.address}`),
      await sessionBody(owner, { pci }),
    )
    expect(res.status).toBe(201)
    expect(sessionSchema.parse(await res.json()).pci).toBe(pci)
    const before = await countRows(database().db)
    const again = await postJson(
      url(`/v1/sessions/${owner.address}`),
      await sessionBody(owner, { pci }),
    )
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ code: 'SESSION_EXISTS' })
    expect(await countRows(database().db)).toEqual(before)
    expect((await list(`/v1/sessions/${owner.address}`)).map((s) => s.pci)).toEqual([pci])
  })

  describe('bad input', () => {
    it('GET with a malformed address → 400', async () => {
      for (const address of [
        '0x12',
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc',
        'eip155:1:0x12',
      ])
        expect((await fetch(url(`/v1/sessions/${address}`))).status, address).toBe(400)
    })

    it('refuses every malformed create or revoke body and writes nothing', async () => {
      const owner = newAccount()
      const good = await sessionBody(owner)
      const signed = async (message: unknown) => {
        const text = JSON.stringify(message)
        return { message: text, signature: await owner.signMessage({ message: text }) }
      }
      const base = JSON.parse(good.message)
      const creates = [
        { ...good, signature: 'nope' },
        { signature: good.signature },
        await signed({ ...base, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
        await signed({ ...base, chainId: 'eip155' }),
        await signed({ ...base, permissions: [] }),
        await signed({ ...base, expiry: 'tomorrow' }),
        await signed({ ...base, expiry: 1e15 }),
        await signed({ ...base, timestamp: undefined }),
        await signed({ ...base, permissions: [{ data: {} }] }),
        await signed({ ...base, pci: '0x12' }),
        await signed({ ...base, pci: `0x${'A'.repeat(64)}` }),
      ]
      const revokes = [
        { pci: 'abc', signature: good.signature },
        { pci: `0x${'A'.repeat(64)}`, signature: good.signature },
        { pci: `0x${'1'.repeat(64)}` },
      ]
      const before = await countRows(database().db)
      for (const body of creates) {
        const res = await postJson(url(`/v1/sessions/${owner.address}`), body)
        expect(res.status, JSON.stringify(body)).toBe(400)
        expect(await res.json()).toMatchObject({ code: 'SCHEMA_INVALID_INPUT' })
      }
      for (const body of revokes) {
        const res = await postJson(url(`/v1/sessions/${owner.address}/revoke`), body)
        expect(res.status, JSON.stringify(body)).toBe(400)
      }
      expect(
        (
          await postJson(url('/v1/sessions/0x12/revoke'), {
            pci: `0x${'1'.repeat(64)}`,
            signature: good.signature,
          })
        ).status,
      ).toBe(400)
      expect(await countRows(database().db)).toEqual(before)
    })
  })
})
