/** The part of `oidc-provider` 9 (it ships no types) that the devnet identity provider uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  interface KoaContext {
    type: string
    body: unknown
    oidc: {
      result?: { consent?: { grantId?: string } }
      provider: { Grant: { find(id: string): Promise<GrantInstance | undefined> } }
    }
  }
  interface Interaction {
    uid: string
    params: Record<string, unknown>
    prompt: { name: string }
  }
  interface GrantInstance {
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }
  interface AccessTokenInstance {
    accountId?: string
    clientId?: string
    scope?: string
  }
  interface Configuration {
    clients: Record<string, unknown>[]
    scopes: string[]
    claims: Record<string, string[]>
    conformIdTokenClaims: boolean
    pkce: { required: () => boolean }
    features: Record<string, { enabled: boolean }>
    interactions: { url: (ctx: KoaContext, interaction: Interaction) => string }
    cookies: { keys: string[] }
    ttl: Record<string, number>
    loadExistingGrant(ctx: KoaContext): Promise<GrantInstance | undefined>
    findAccount(
      ctx: KoaContext,
      id: string,
    ): Promise<{ accountId: string; claims: () => Promise<{ sub: string }> } | undefined>
    renderError(
      ctx: KoaContext,
      out: { error: string; error_description?: string },
      error: unknown,
    ): void
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration)
    proxy: boolean
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    Grant: new (init: {
      accountId: string
      clientId: string
    }) => GrantInstance
    AccessToken: { find(value: string): Promise<AccessTokenInstance | undefined> }
  }
}
