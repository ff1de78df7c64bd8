/**
 * The devnet's Farcaster auth relay and Farcaster app, on an origin of their own. The relay
 * speaks the HTTP API of Farcaster's relay, as @farcaster/auth-client calls it:
 *
 *   POST /v1/channel                 sign-in parameters → 201 {channelToken, url, nonce}
 *   GET  /v1/channel/status          Bearer channel token → 202 pending / 200 completed
 *   POST /v1/channel/authenticate    Bearer channel token + X-Farcaster-Auth-Relay-Key, the
 *                                    signed message and profile → 201 (the completed status)
 *
 * The app's pages (farcasterAppPage.ts) stand in for a phone's Farcaster app: the channel's
 * `url` opens its request page, whose Approve signs the SIWF message with the test fid's
 * custody key (signSiwfMessage.ts) and completes the channel, as the real app does through
 * /v1/channel/authenticate with the relay key only it holds (here: made at each start).
 * Every input is checked with zod; it answers loopback clients only.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import Fastify, { type FastifyReply } from 'fastify'
import type { LocalAccount } from 'viem'
import { z } from 'zod'
import { sendDevnetPage } from '../web/sendDevnetPage.ts'
import { linkPage, requestPage } from './farcasterAppPage.ts'
import { farcasterAppPageSchemas } from './farcasterAppSchemas.ts'
import { channelStatus, createRelayChannels } from './relayChannels.ts'
import { signSiwfMessage } from './signSiwfMessage.ts'

export interface FarcasterRelayOptions {
  host: string
  port: number
  /** The fid the app signs in as, its custody account and username. */
  account: { fid: number; username: string; custody: LocalAccount }
  /** A key that owns no fid ("Approve with a key that owns no fid"). */
  impostor: LocalAccount
}

export interface RunningFarcasterRelay {
  /** The relay's and the app's origin, e.g. http://127.0.0.1:4400. */
  url: string
  stop(): Promise<void>
}

const isLoopback = (address: string | undefined) =>
  !!address && (/^(::ffff:)?127\./.test(address) || address === '::1')

const isoDate = z.iso.datetime({ offset: true })
const createChannelBody = z.object({
  siweUri: z.url({ protocol: /^https?$/ }).max(2048),
  domain: z.string().min(1).max(253),
  nonce: z
    .string()
    .regex(/^[a-zA-Z0-9]{8,64}$/)
    .optional(),
  notBefore: isoDate.optional(),
  expirationTime: isoDate.optional(),
  requestId: z.string().max(256).optional(),
  redirectUrl: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional(),
  acceptAuthAddress: z.boolean().optional(),
})
const authenticateBody = z.object({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130,}$/) as z.ZodType<`0x${string}`>,
  authMethod: z.enum(['custody', 'authAddress']).optional(),
  fid: z.number().int().positive(),
  username: z.string().max(64).optional(),
  bio: z.string().max(1024).optional(),
  displayName: z.string().max(64).optional(),
  pfpUrl: z.url().max(2048).optional(),
})

const bearer = (header: string | undefined) => /^Bearer (\S+)$/.exec(header ?? '')?.[1]

export async function startFarcasterRelay(
  options: FarcasterRelayOptions,
): Promise<RunningFarcasterRelay> {
  const channels = createRelayChannels()
  const relayKey = randomBytes(32).toString('base64url')
  const app = Fastify({ logger: false, bodyLimit: 16 * 1024 })
  let origin = ''
  const { account } = options

  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress))
      return reply.code(403).send({ error: 'Forbidden' })
  })
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  app.setErrorHandler((error, _request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500
    return reply
      .code(status >= 400 && status < 500 ? status : 500)
      .send({ error: status < 500 ? 'Bad Request' : 'Internal Server Error' })
  })
  const unauthorized = (reply: FastifyReply) => reply.code(401).send({ error: 'Unauthorized' })
  const badRequest = (reply: FastifyReply, error: z.ZodError) =>
    reply.code(400).send({ error: 'Validation error', details: z.prettifyError(error) })

  app.get('/healthcheck', async () => ({ status: 'OK' }))

  app.post('/v1/channel', async (request, reply) => {
    const body = createChannelBody.safeParse(request.body)
    if (!body.success) return badRequest(reply, body.error)
    const { acceptAuthAddress: _accepted, ...params } = body.data
    const channel = channels.open(
      params,
      { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') },
      (token) => `${origin}/~/siwf?channelToken=${encodeURIComponent(token)}`,
    )
    return reply
      .code(201)
      .send({ channelToken: channel.token, url: channel.url, nonce: channel.nonce })
  })

  app.get('/v1/channel/status', async (request, reply) => {
    const channel = channels.get(bearer(request.headers.authorization) ?? '')
    if (!channel) return unauthorized(reply)
    const status = channelStatus(channel)
    return reply.code(status.state === 'completed' ? 200 : 202).send(status)
  })

  const sameKey = (given: unknown) => {
    if (typeof given !== 'string') return false
    const a = Buffer.from(given)
    const b = Buffer.from(relayKey)
    return a.length === b.length && timingSafeEqual(a, b)
  }
  app.post('/v1/channel/authenticate', async (request, reply) => {
    const token = bearer(request.headers.authorization) ?? ''
    if (!sameKey(request.headers['x-farcaster-auth-relay-key']) || !channels.get(token))
      return unauthorized(reply)
    const body = authenticateBody.safeParse(request.body)
    if (!body.success) return badRequest(reply, body.error)
    const channel = channels.complete(token, body.data)
    if (!channel) return reply.code(409).send({ error: 'Channel already completed' })
    return reply.code(201).send(channelStatus(channel))
  })

  app.get('/', async (_request, reply) => sendDevnetPage(reply, 200, (nonce) => linkPage(nonce)))

  app.get('/~/siwf', async (request, reply) => {
    const query = farcasterAppPageSchemas.open.safeParse(request.query)
    if (!query.success)
      return sendDevnetPage(reply, 400, (nonce) => linkPage(nonce, 'That is not a sign-in link.'))
    const token = query.data.channelToken
    const channel = channels.get(token)
    if (!channel)
      return sendDevnetPage(reply, 404, (nonce) =>
        linkPage(nonce, 'This sign-in request has expired or does not exist.'),
      )
    // A pasted link: the request page at its canonical address.
    if (!('channelToken' in (request.query as object)))
      return reply.redirect(`/~/siwf?channelToken=${encodeURIComponent(token)}`, 303)
    return sendDevnetPage(reply, 200, (nonce) =>
      requestPage({
        nonce,
        channelToken: token,
        domain: channel.signatureParams.domain,
        siweUri: channel.signatureParams.siweUri,
        fid: account.fid,
        username: account.username,
        custody: account.custody.address,
        completed: channel.completion !== undefined,
      }),
    )
  })

  app.post('/~/siwf/approve', async (request, reply) => {
    const form = farcasterAppPageSchemas.approve.safeParse(request.body)
    if (!form.success)
      return sendDevnetPage(reply, 400, (nonce) => linkPage(nonce, 'Invalid request.'))
    const { channelToken, signer } = form.data
    const channel = channels.get(channelToken)
    if (!channel)
      return sendDevnetPage(reply, 404, (nonce) =>
        linkPage(nonce, 'This sign-in request has expired or does not exist.'),
      )
    const key = signer === 'custody' ? account.custody : options.impostor
    const signed = await signSiwfMessage(channel.signatureParams, account.fid, key)
    // Through the relay's own API, as a phone's app would call it.
    const answer = await fetch(`${origin}/v1/channel/authenticate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${channelToken}`,
        'x-farcaster-auth-relay-key': relayKey,
      },
      body: JSON.stringify({
        ...signed,
        authMethod: 'custody',
        fid: account.fid,
        username: account.username,
        displayName: account.username,
        custody: key.address,
      }),
    })
    if (answer.status !== 201 && answer.status !== 409)
      return sendDevnetPage(reply, 502, (nonce) =>
        linkPage(nonce, 'The relay refused the approval.'),
      )
    return reply.redirect(`/~/siwf?channelToken=${encodeURIComponent(channelToken)}`, 303)
  })

  try {
    const listening = await app.listen({ host: options.host, port: options.port })
    origin = new URL(listening).origin
    return { url: origin, stop: () => app.close() }
  } catch (error) {
    await app.close()
    throw error
  }
}
