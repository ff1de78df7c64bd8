/**
 * Portico's default SIWX config: nonces from the cloud (`POST /v1/siwx/nonce`), the signed
 * message verified there (`POST /v1/siwx/verify`, which answers a bearer token), and the session
 * kept in local storage per CAIP-10 account (`siwxSessions`, checked by its schema on every
 * read). A kept session past its end, or one the cloud no longer knows, is dropped. A dapp's
 * backend reads the session with the token (`GET /v1/siwx/session`; modal README).
 */
import {
  type HttpClient,
  type PorticoStorage,
  type SiwxMessage,
  siwxMessageSchema,
  siwxNonceResponseSchema,
  siwxSessionResponseSchema,
} from '@portico/shared'
import * as z from 'zod/mini'
import type { SiwxConfig, SiwxSession } from './siwxConfig.ts'

/** How long a message asks the session to last. */
export const SIWX_SESSION_TTL_MS = 24 * 60 * 60 * 1000

export interface CloudSiwxDeps {
  http: HttpClient
  /** projectId, st, sv: what every cloud call carries. */
  query: Record<string, string>
  storage: PorticoStorage
  now(): number
  /** The page the message is written for (its host is the domain). */
  location: { host: string; href: string }
  statement?: string
  required?: boolean
}

/**
 * A kept session (SPEC §3: data, message and signature) with the cloud's bearer token and its
 * end (unix seconds). Storage holds what any script of the page could have written: every entry
 * is checked on read, and one that fails is dropped.
 */
const storedSessionSchema = z.object({
  data: siwxMessageSchema,
  message: z.string().check(z.maxLength(16_384)),
  signature: z.string().check(z.maxLength(16_384)),
  token: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/))),
  expiresAt: z.optional(z.number()),
})
type StoredSession = z.infer<typeof storedSessionSchema>

const accountKey = (chainId: string, address: string) => `${chainId}:${address}`.toLowerCase()

export interface CloudSiwx extends SiwxConfig {
  /** The cloud's bearer token of the account's session, for the dapp's backend. */
  getToken(chainId: string, address: string): string | undefined
}

export function createCloudSiwx(deps: CloudSiwxDeps): CloudSiwx {
  const { http, query, storage } = deps
  const read = (): Record<string, StoredSession> => {
    const sessions: Record<string, StoredSession> = {}
    for (const [key, value] of Object.entries(storage.get('siwxSessions') ?? {})) {
      const session = z.safeParse(storedSessionSchema, value)
      if (session.success) sessions[key] = session.data
    }
    return sessions
  }
  const write = (sessions: Record<string, StoredSession>) => {
    if (Object.keys(sessions).length) storage.set('siwxSessions', sessions)
    else storage.remove('siwxSessions')
  }
  const live = (session: StoredSession) =>
    session.expiresAt === undefined || session.expiresAt * 1000 > deps.now()

  return {
    async createMessage({ accountAddress, chainId }) {
      const { nonce } = await http.post('/v1/siwx/nonce', {
        params: query,
        schema: siwxNonceResponseSchema,
      })
      const now = deps.now()
      const message: SiwxMessage = {
        domain: deps.location.host,
        accountAddress,
        uri: deps.location.href,
        version: '1',
        chainId,
        nonce,
        issuedAt: new Date(now).toISOString(),
        expirationTime: new Date(now + SIWX_SESSION_TTL_MS).toISOString(),
      }
      if (deps.statement) message.statement = deps.statement
      return message
    },
    async addSession(session: SiwxSession) {
      const verified = await http.post('/v1/siwx/verify', {
        params: query,
        body: { message: session.message, signature: session.signature },
        schema: siwxSessionResponseSchema,
        maxRetries: 0,
      })
      write({
        ...read(),
        [accountKey(verified.chainId, verified.address)]: {
          ...session,
          token: verified.token,
          expiresAt: verified.expiresAt,
        },
      })
    },
    async revokeSession(chainId, address) {
      const sessions = read()
      const key = accountKey(chainId, address)
      const token = sessions[key]?.token
      delete sessions[key]
      write(sessions)
      if (token)
        await http
          .post('/v1/siwx/session/revoke', {
            params: query,
            headers: { authorization: `Bearer ${token}` },
            maxRetries: 0,
          })
          .catch(() => {
            // Already ended on the cloud: nothing left to revoke.
          })
    },
    async setSessions(list) {
      write(
        Object.fromEntries(
          list.map((s) => [accountKey(s.data.chainId, s.data.accountAddress), { ...s }]),
        ),
      )
    },
    async getSessions(chainId, address) {
      const sessions = read()
      const key = accountKey(chainId, address)
      const session = sessions[key]
      if (!session) return []
      if (!live(session)) {
        delete sessions[key]
        write(sessions)
        return []
      }
      const { data, message, signature } = session
      return [{ data, message, signature }]
    },
    getRequired: () => deps.required ?? false,
    getToken(chainId, address) {
      const session = read()[accountKey(chainId, address)]
      return session && live(session) ? session.token : undefined
    },
  }
}
