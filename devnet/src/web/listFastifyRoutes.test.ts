import Fastify from 'fastify'
import { expect, it } from 'vitest'
import { listFastifyRoutes } from './listFastifyRoutes.ts'

it('lists every route with its full path and methods, nested prefixes included', async () => {
  const app = Fastify()
  const ok = async () => ({})
  app.get('/health', ok)
  app.get('/v1/projects/:projectId', ok)
  app.post('/v1/projects/:projectId/origins', ok)
  app.get('/console/', ok)
  app.get('/console/projects/*', ok)
  app.register(async (api) => api.post('/email/connect', ok), { prefix: '/api' })
  await app.ready()
  expect(listFastifyRoutes(app)).toEqual(
    expect.arrayContaining([
      { method: 'GET', path: '/health' },
      { method: 'GET', path: '/v1/projects/:projectId' },
      { method: 'POST', path: '/v1/projects/:projectId/origins' },
      { method: 'GET', path: '/console/' },
      { method: 'GET', path: '/console/projects/*' },
      { method: 'POST', path: '/api/email/connect' },
    ]),
  )
  expect(listFastifyRoutes(app)).toHaveLength(6)
  await app.close()
})

it('lists the paths, not the nameless root of the tree, when a route does not start with /', async () => {
  const app = Fastify()
  const ok = async () => ({})
  app.get('/health', ok)
  app.post('/v1/sessions/:address', ok)
  app.options('*', ok)
  await app.ready()
  expect(listFastifyRoutes(app)).toEqual(
    expect.arrayContaining([
      { method: 'GET', path: '/health' },
      { method: 'POST', path: '/v1/sessions/:address' },
      { method: 'OPTIONS', path: '*' },
    ]),
  )
  expect(listFastifyRoutes(app)).toHaveLength(3)
  await app.close()
})
