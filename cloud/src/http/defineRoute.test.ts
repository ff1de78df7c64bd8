import { identitySchema } from '@portico/shared'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import type { CloudContext } from '../cloudContext.ts'
import { defineRoute } from './defineRoute.ts'

/** A public route answering `body`, shaped by shared's identity contract. */
async function answer(body: unknown) {
  const app = Fastify()
  defineRoute(app, {} as CloudContext, {
    method: 'GET',
    url: '/identity',
    access: 'public',
    response: identitySchema,
    handler: async () => body,
  })
  const res = await app.inject({ method: 'GET', url: '/identity' })
  await app.close()
  return res
}

describe('defineRoute: the response contract', () => {
  it('sends what fits the contract, and only the fields the contract names', async () => {
    const res = await answer({ name: 'bob.reown.id', avatar: null, internalId: 7 })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ name: 'bob.reown.id', avatar: null })
  })

  it('a handler that drifts from the contract fails the request instead of sending it', async () => {
    const res = await answer({ name: 42 })
    expect(res.statusCode).toBe(500)
    expect(res.body).not.toContain('42')
  })
})

describe('defineRoute: an answer given again as the same object', () => {
  it('is checked by the contract and sent as the same JSON, a new object as its own', async () => {
    const app = Fastify()
    let current: object = { name: 'bob.reown.id', avatar: null, internalId: 7 }
    defineRoute(app, {} as CloudContext, {
      method: 'GET',
      url: '/identity',
      access: 'public',
      response: identitySchema,
      sameObjectSameAnswer: true,
      handler: async () => current,
    })
    const get = () => app.inject({ method: 'GET', url: '/identity' })
    for (let i = 0; i < 2; i++) {
      const res = await get()
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(res.json()).toEqual({ name: 'bob.reown.id', avatar: null })
    }
    current = { name: 'carol.reown.id', avatar: null }
    expect((await get()).json()).toEqual({ name: 'carol.reown.id', avatar: null })
    current = { name: 42 }
    expect((await get()).statusCode).toBe(500)
    await app.close()
  })
})
