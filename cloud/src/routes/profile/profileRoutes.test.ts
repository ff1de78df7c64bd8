import { identitySchema, nameProfileSchema, nameSuggestionsSchema } from '@portico/shared'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { describeOnBothDatabases } from '../../testing/describeOnBothDatabases.ts'
import { registrationBody } from '../../testing/signedBodies.ts'
import { apiUrl, countRows, postJson, useTestCloud } from '../../testing/testCloud.ts'

const newAccount = () => privateKeyToAccount(generatePrivateKey())
let unique = 0
/** A fresh label per test, so suites on one database do not collide. */
const label = (stem: string) => `${stem}-${Date.now().toString(36)}-${unique++}`

describeOnBothDatabases('name service routes', (database) => {
  let clock = Date.now()
  const cloud = useTestCloud(database, { now: () => clock })
  const url = (path: string, query: Record<string, string> = {}) => apiUrl(cloud().url, path, query)
  const register = async (body: unknown) => postJson(url('/v1/profile/account'), body)

  it('registers a name the address signed, and resolves it in both zones', async () => {
    const alice = newAccount()
    const name = label('alice')
    const res = await register(
      await registrationBody(alice, `${name}.reown.id`, {
        attributes: { bio: 'hi', avatar: 'https://example.org/a.png' },
        timestampMs: clock,
      }),
    )
    expect(res.status).toBe(201)
    const created = nameProfileSchema.parse(await res.json())
    expect(created).toEqual({
      name: `${name}.reown.id`,
      addresses: { '60': { address: alice.address } },
      attributes: { bio: 'hi', avatar: 'https://example.org/a.png' },
      registered: expect.any(Number),
    })
    expect(Math.abs(created.registered - Date.now() / 1000)).toBeLessThan(120)
    for (const lookup of [`${name}.reown.id`, `${name}.wcn.id`, name.toUpperCase()]) {
      const found = await fetch(url(`/v1/profile/account/${lookup}`, { apiVersion: '2' }))
      expect(found.status, lookup).toBe(200)
      expect(await found.json()).toEqual(created)
    }
    const reverse = await fetch(url(`/v1/profile/reverse/${alice.address.toLowerCase()}`))
    expect(await reverse.json()).toEqual([created])
    const identity = identitySchema.parse(
      await (await fetch(url(`/v1/identity/${alice.address}`))).json(),
    )
    expect(identity).toEqual({ name: `${name}.reown.id`, avatar: 'https://example.org/a.png' })
  })

  it('lets the owner change attributes and refuses the name to anyone else', async () => {
    const owner = newAccount()
    const other = newAccount()
    const name = `${label('owned')}.reown.id`
    expect(
      (await register(await registrationBody(owner, name, { timestampMs: clock }))).status,
    ).toBe(201)
    const update = await register(
      await registrationBody(owner, name, { attributes: { bio: 'new' }, timestampMs: clock }),
    )
    expect(update.status).toBe(200)
    expect(await update.json()).toMatchObject({ attributes: { bio: 'new' } })
    const before = await countRows(database().db)
    const taken = await register(await registrationBody(other, name, { timestampMs: clock }))
    expect(taken.status).toBe(409)
    expect(await taken.json()).toMatchObject({ code: 'NAME_TAKEN' })
    expect(await countRows(database().db)).toEqual(before)
    const legacy = await register(
      await registrationBody(other, name.replace('.reown.id', '.wcn.id'), { timestampMs: clock }),
    )
    expect(legacy.status).toBe(409)
    const found = await (await fetch(url(`/v1/profile/account/${name}`))).json()
    expect(found.addresses['60'].address).toBe(owner.address)
  })

  it('gives one owner when many addresses register one name at once', async () => {
    const name = `${label('race')}.reown.id`
    const accounts = Array.from({ length: 12 }, newAccount)
    const bodies = await Promise.all(
      accounts.map((a) => registrationBody(a, name, { timestampMs: clock })),
    )
    const statuses = await Promise.all(bodies.map(async (b) => (await register(b)).status))
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(11)
    const winner = accounts[statuses.indexOf(201)]
    const { rows } = await database().db.query<{ owner: string; n: number }>(
      `SELECT n.owner, (SELECT count(*)::int FROM name_addresses a WHERE a.label = n.label) AS n
       FROM names n WHERE n.label = $1`,
      [name.replace('.reown.id', '')],
    )
    expect(rows).toEqual([{ owner: winner?.address, n: 1 }])
  })

  it('refuses a signature of another account and a stale message, writing nothing', async () => {
    const alice = newAccount()
    const mallory = newAccount()
    const name = `${label('forged')}.reown.id`
    const before = await countRows(database().db)
    const signedByMallory = await registrationBody(mallory, name, { timestampMs: clock })
    const forged = await register({ ...signedByMallory, address: alice.address })
    expect(forged.status).toBe(401)
    expect(await forged.json()).toMatchObject({ code: 'SIGNATURE_INVALID' })
    const stale = await register(
      await registrationBody(alice, name, { timestampMs: clock - 11 * 60_000 }),
    )
    expect(stale.status).toBe(400)
    expect(await stale.json()).toMatchObject({ code: 'MESSAGE_EXPIRED' })
    const garbage = await register({ ...signedByMallory, signature: `0x${'ab'.repeat(65)}` })
    expect(garbage.status).toBe(401)
    expect(await countRows(database().db)).toEqual(before)
  })

  it("answers 404 'Error resolving name' for a name nobody holds, [] for an address without names", async () => {
    const res = await fetch(url(`/v1/profile/account/${label('nobody')}.reown.id`))
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({
      code: 'NAME_RESOLUTION_FAILED',
      message: 'Error resolving name',
    })
    const reverse = await fetch(url(`/v1/profile/reverse/${newAccount().address}`))
    expect(await reverse.json()).toEqual([])
    expect(await (await fetch(url(`/v1/identity/${newAccount().address}`))).json()).toEqual({
      name: null,
      avatar: null,
    })
  })

  it('shows a registration at once to look-ups, reverse look-ups and suggestions read before it', async () => {
    const dana = newAccount()
    const name = label('dana')
    const lookUp = () => fetch(url(`/v1/profile/account/${name}.reown.id`))
    const reverse = async () =>
      (await (await fetch(url(`/v1/profile/reverse/${dana.address}`))).json()) as unknown[]
    const suggested = async () =>
      (await (await fetch(url(`/v1/profile/suggestions/${name}`))).json()).suggestions[0]
    // Read twice, so that a cache (PGlite) holds the answers before the write.
    for (let i = 0; i < 2; i++) {
      expect((await lookUp()).status).toBe(404)
      expect(await reverse()).toEqual([])
      expect(await suggested()).toEqual({ name: `${name}.reown.id`, registered: false })
    }
    const res = await register(await registrationBody(dana, name, { timestampMs: clock }))
    expect(res.status).toBe(201)
    expect((await lookUp()).status).toBe(200)
    expect(await reverse()).toEqual([expect.objectContaining({ name: `${name}.reown.id` })])
    expect(await suggested()).toEqual({ name: `${name}.reown.id`, registered: true })
  })

  it('suggests the wanted name first, then free variants, in the zone asked', async () => {
    const owner = newAccount()
    const wanted = label('sugg')
    await register(await registrationBody(owner, `${wanted}.reown.id`, { timestampMs: clock }))
    await register(await registrationBody(owner, `${wanted}1.reown.id`, { timestampMs: clock }))
    const res = await fetch(url(`/v1/profile/suggestions/${wanted}`, { zone: 'reown.id' }))
    const { suggestions } = nameSuggestionsSchema.parse(await res.json())
    expect(suggestions[0]).toEqual({ name: `${wanted}.reown.id`, registered: true })
    expect(suggestions.length).toBeGreaterThan(3)
    expect(suggestions.slice(1).every((s) => !s.registered)).toBe(true)
    expect(suggestions.map((s) => s.name)).not.toContain(`${wanted}1.reown.id`)
    const legacy = await fetch(url(`/v1/profile/suggestions/${wanted}`, { zone: 'wcn.id' }))
    expect((await legacy.json()).suggestions[0]).toEqual({
      name: `${wanted}.wcn.id`,
      registered: true,
    })
  })

  it('caches an identity for 5 minutes; a registration here refreshes it', async () => {
    const bob = newAccount()
    const identity = async () => (await fetch(url(`/v1/identity/${bob.address}`))).json()
    expect(await identity()).toEqual({ name: null, avatar: null })
    // Written behind the service's back: the cache hides it until it expires.
    const name = label('cached')
    await database().db.query('INSERT INTO names (label, owner) VALUES ($1, $2)', [
      name,
      bob.address,
    ])
    await database().db.query(
      'INSERT INTO name_addresses (label, coin_type, address) VALUES ($1, 60, $2)',
      [name, bob.address],
    )
    expect(await identity()).toEqual({ name: null, avatar: null })
    clock += 5 * 60_000 + 1
    expect(await identity()).toEqual({ name: `${name}.reown.id`, avatar: null })
    const carol = newAccount()
    const carolIdentity = async () => (await fetch(url(`/v1/identity/${carol.address}`))).json()
    expect(await carolIdentity()).toEqual({ name: null, avatar: null })
    const carolName = label('carol')
    await register(await registrationBody(carol, carolName, { timestampMs: clock }))
    expect(await carolIdentity()).toEqual({ name: `${carolName}.reown.id`, avatar: null })
  })

  describe('bad input', () => {
    it.each([
      ['/v1/profile/account/abc.reown.id', {}],
      ['/v1/profile/account/alice.eth', {}],
      ['/v1/profile/account/alice.reown.id', { apiVersion: '3' }],
      ['/v1/profile/reverse/0x123', {}],
      ['/v1/profile/reverse/0x0000000000000000000000000000000000000001', { sender: 'me' }],
      ['/v1/profile/suggestions/a%20b', {}],
      ['/v1/profile/suggestions/alice', { zone: 'eth' }],
      ['/v1/identity/not-an-address', {}],
      ['/v1/identity/0x0000000000000000000000000000000000000001', { sender: '0x1' }],
    ])('GET %s %j → 400', async (path, query) => {
      const res = await fetch(url(path, query))
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'SCHEMA_INVALID_INPUT' })
    })

    it('refuses every malformed registration and writes nothing', async () => {
      const alice = newAccount()
      const good = await registrationBody(alice, `${label('good')}.reown.id`, {
        timestampMs: clock,
      })
      const signed = async (message: string) => ({
        ...good,
        message,
        signature: await alice.signMessage({ message }),
      })
      const ts = Math.floor(clock / 1000)
      const bodies = [
        { ...good, coin_type: 0 },
        { ...good, coin_type: '60' },
        { ...good, address: '0x1234' },
        { ...good, signature: '0x1234' },
        { ...good, message: undefined },
        await signed('not json'),
        await signed(JSON.stringify({ name: 'abc.reown.id', attributes: {}, timestamp: ts })),
        await signed(JSON.stringify({ name: 'alice.eth', attributes: {}, timestamp: ts })),
        await signed(JSON.stringify({ name: `${label('x')}.reown.id`, attributes: {} })),
        await signed(
          JSON.stringify({
            name: `${label('x')}.reown.id`,
            attributes: { 'Bad Key': 'x' },
            timestamp: ts,
          }),
        ),
        await signed(
          JSON.stringify({ name: `${label('x')}.reown.id`, attributes: { bio: 7 }, timestamp: ts }),
        ),
        [good],
      ]
      const before = await countRows(database().db)
      for (const body of bodies) {
        const res = await register(body)
        expect(res.status, JSON.stringify(body)).toBe(400)
        expect(await res.json()).toMatchObject({ code: 'SCHEMA_INVALID_INPUT' })
      }
      expect(await countRows(database().db)).toEqual(before)
    })
  })
})
