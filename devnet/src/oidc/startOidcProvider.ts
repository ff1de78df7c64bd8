/// <reference path="./oidcProvider.d.ts" />
/**
 * The local identity provider (DESIGN.md §4, http://127.0.0.1:4000): one `oidc-provider`
 * server that plays google, github, apple, facebook, x and discord, each a client of its own
 * (client id = the provider's name), with authorization code + PKCE, a sign-in page where a test
 * person is picked and consents (or denies), and each provider's own user endpoint shape
 * (PROFILE_PATHS) next to the OIDC ones (/auth, /token, /me, /jwks). It answers loopback only.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { SOCIAL_PROVIDERS, type SocialProvider } from '@portico/shared'
import Provider from 'oidc-provider'
import {
  devnetClientSecret,
  PROFILE_PATHS,
  PROVIDER_SCOPES,
  tokenAuthOf,
} from './devnetSocialClients.ts'
import { loginPage } from './loginPage.ts'
import {
  accountIdOf,
  findSocialAccount,
  oidcClaims,
  providerProfile,
  TEST_PEOPLE,
} from './socialAccounts.ts'

export interface OidcProviderOptions {
  host: string
  port: number
  /** Where the clients may send the user back: the frame server's callback URL(s). */
  redirectUris: readonly string[]
}

export interface RunningOidcProvider {
  /** The issuer, e.g. http://127.0.0.1:4000. */
  url: string
  stop(): Promise<void>
}

const isLoopback = (address: string | undefined) =>
  !!address && (/^(::ffff:)?127\./.test(address) || address === '::1')

const allScopes = [...new Set(Object.values(PROVIDER_SCOPES).flat())]

const readForm = async (req: IncomingMessage): Promise<URLSearchParams> => {
  let body = ''
  for await (const chunk of req) {
    body += chunk
    if (body.length > 4096) throw new Error('form too large')
  }
  return new URLSearchParams(body)
}

const send = (res: ServerResponse, status: number, type: string, body: string) => {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
  res.end(body)
}

export async function startOidcProvider(
  options: OidcProviderOptions,
): Promise<RunningOidcProvider> {
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  const issuer = `http://${options.host}:${port}`

  const provider = new Provider(issuer, {
    clients: SOCIAL_PROVIDERS.map((p) => ({
      client_id: p,
      client_secret: devnetClientSecret(p),
      redirect_uris: [...options.redirectUris],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: tokenAuthOf(p),
    })),
    scopes: ['openid', ...allScopes],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google and Apple put who signed in into the id_token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Every login shows the sign-in page (pick a person, consent or deny), as tests need: no
    // consent is remembered between logins.
    // The grant of this very interaction only (its result), never one from an earlier login.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['portico-devnet-oidc-cookie-key'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    async findAccount(_ctx, id) {
      const account = findSocialAccount(id)
      if (!account) return undefined
      return { accountId: id, claims: async () => oidcClaims(account) as { sub: string } }
    },
    renderError(ctx, out) {
      ctx.type = 'text/plain'
      ctx.body = `${out.error}: ${out.error_description ?? ''}`
    },
  })
  provider.proxy = false
  const oidc = provider.callback()

  const profilePaths = new Map<string, SocialProvider>()
  for (const p of SOCIAL_PROVIDERS) {
    const path = PROFILE_PATHS[p]
    if (path && path !== '/me') profilePaths.set(path, p)
  }

  /** A provider's own user endpoint: the bearer token's account, in that provider's shape. */
  const answerProfile = async (req: IncomingMessage, res: ServerResponse, p: SocialProvider) => {
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
    const token = bearer ? await provider.AccessToken.find(bearer) : undefined
    const account = token?.accountId ? findSocialAccount(token.accountId) : undefined
    if (!token || token.clientId !== p || !account)
      return send(res, 401, 'application/json', JSON.stringify({ error: 'invalid_token' }))
    send(res, 200, 'application/json', JSON.stringify(providerProfile(account)))
  }

  const answerInteraction = async (req: IncomingMessage, res: ServerResponse, uid: string) => {
    const details = await provider.interactionDetails(req, res)
    if (details.uid !== uid) return send(res, 400, 'text/plain', 'Unknown sign-in')
    const clientId = String(details.params.client_id) as SocialProvider
    if (req.method === 'GET') {
      const scopes = String(details.params.scope ?? '')
        .split(' ')
        .filter(Boolean)
      return send(
        res,
        200,
        'text/html; charset=utf-8',
        loginPage({ uid, provider: clientId, scopes, people: TEST_PEOPLE }),
      )
    }
    const form = await readForm(req)
    if (form.has('deny'))
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user denied the request' },
        { mergeWithLastSubmission: false },
      )
    const person = TEST_PEOPLE.find((p) => p.key === form.get('account'))
    if (!person) return send(res, 400, 'text/plain', 'Pick an account')
    const accountId = accountIdOf(clientId, person)
    const grant = new provider.Grant({ accountId, clientId })
    const scope = String(details.params.scope ?? '')
    grant.addOIDCScope(scope)
    const grantId = await grant.save()
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    )
  }

  server.on('request', (req, res) => {
    if (!isLoopback(req.socket.remoteAddress)) return send(res, 403, 'text/plain', 'Forbidden')
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    const profile = profilePaths.get(path)
    const interaction = /^\/interaction\/([\w-]+)$/.exec(path)?.[1]
    const handled = profile
      ? answerProfile(req, res, profile)
      : interaction && (req.method === 'GET' || req.method === 'POST')
        ? answerInteraction(req, res, interaction)
        : undefined
    if (!handled) return oidc(req, res)
    handled.catch(() => {
      if (!res.headersSent) send(res, 400, 'text/plain', 'The sign-in could not continue')
      else res.end()
    })
  })

  return {
    url: issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
