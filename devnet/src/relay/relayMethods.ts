/**
 * What each relay method does (walletconnect-relay.md §2.2), over a `RelaySession`: the calling
 * socket's view of subscriptions and the mailbox. Params are checked with zod first; bad params
 * throw an RpcError (-32602) before anything is stored.
 */
import { RpcError } from '@portico/shared'
import { RPC_INVALID_PARAMS, RPC_METHOD_NOT_FOUND } from './parseRelayFrame.ts'
import {
  describeParamsError,
  isRelayMethod,
  type PublishParams,
  type RelayMethod,
  type RelayParams,
  relayParamsSchemas,
} from './relayParams.ts'

/** Tags and TTL of the messages the "Sign 2.5" methods publish on the caller's behalf. */
export const SESSION_PROPOSE_TAG = 1100
export const SESSION_PROPOSE_RESPONSE_TAG = 1101
export const SESSION_SETTLE_TAG = 1102
export const SESSION_MESSAGE_TTL_SECONDS = 300

/** A message as the relay hands it to a client, in a delivery or a fetch result. */
export interface DeliveryData {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
}

export interface RelayPublish {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  attestation?: string | null
}

/** The calling socket, as the methods see it. */
export interface RelaySession {
  /** Subscribes the socket and returns the subscription id; owed messages follow the response. */
  subscribe(topic: string): Promise<string>
  unsubscribe(topic: string): Promise<void>
  /**
   * Stores the messages, all or none (a quota refuses the whole call), and fans them out after
   * the response to the topics' other clients.
   */
  publish(...messages: RelayPublish[]): Promise<void>
  /** The stored messages of `topic` owed to the caller (they stay unacknowledged). */
  fetch(topic: string): Promise<DeliveryData[]>
}

type Handlers = {
  [M in RelayMethod]: (params: RelayParams<M>, session: RelaySession) => Promise<unknown>
}

/** One after another, in order (a socket's subscriptions answer in the order asked). */
async function inOrder<T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (const item of items) results.push(await run(item))
  return results
}

const fromPublishParams = (params: PublishParams): RelayPublish => ({
  topic: params.topic,
  message: params.message,
  ttlSeconds: params.ttl,
  tag: params.tag ?? 0,
  attestation: params.attestation,
})

const handlers: Handlers = {
  irn_subscribe: ({ topic }, session) => session.subscribe(topic),
  irn_batchSubscribe: ({ topics }, session) => inOrder(topics, (topic) => session.subscribe(topic)),
  irn_unsubscribe: async ({ topic }, session) => {
    await session.unsubscribe(topic)
    return true
  },
  irn_batchUnsubscribe: async ({ subscriptions }, session) => {
    await inOrder(subscriptions, ({ topic }) => session.unsubscribe(topic))
    return true
  },
  irn_publish: async (params, session) => {
    await session.publish(fromPublishParams(params))
    return true
  },
  irn_batchPublish: async ({ messages }, session) => {
    await session.publish(...messages.map(fromPublishParams))
    return true
  },
  irn_fetchMessages: async ({ topic }, session) => ({
    messages: await session.fetch(topic),
    hasMore: false,
  }),
  irn_batchFetchMessages: async ({ topics }, session) => ({
    messages: (await inOrder(topics, (topic) => session.fetch(topic))).flat(),
    hasMore: false,
  }),
  // Publish first: a refused publish (a quota) leaves no subscription behind either.
  wc_proposeSession: async (params, session) => {
    await session.publish({
      topic: params.pairingTopic,
      message: params.sessionProposal,
      ttlSeconds: params.ttl ?? SESSION_MESSAGE_TTL_SECONDS,
      tag: SESSION_PROPOSE_TAG,
      attestation: params.attestation,
    })
    await session.subscribe(params.pairingTopic)
    return true
  },
  wc_approveSession: async (params, session) => {
    const ttlSeconds = params.ttl ?? SESSION_MESSAGE_TTL_SECONDS
    await session.publish(
      {
        topic: params.pairingTopic,
        message: params.sessionProposalResponse,
        ttlSeconds,
        tag: SESSION_PROPOSE_RESPONSE_TAG,
      },
      {
        topic: params.sessionTopic,
        message: params.sessionSettlementRequest,
        ttlSeconds,
        tag: SESSION_SETTLE_TAG,
      },
    )
    await session.subscribe(params.sessionTopic)
    return true
  },
}

/** Runs `method` for the session and resolves with its result; rejects with an RpcError. */
export async function runRelayMethod(
  method: string,
  params: unknown,
  session: RelaySession,
): Promise<unknown> {
  if (!isRelayMethod(method))
    throw new RpcError(`Method not found: ${method}`, {
      code: 'RELAY_METHOD_NOT_FOUND',
      rpcCode: RPC_METHOD_NOT_FOUND,
    })
  const parsed = relayParamsSchemas[method].safeParse(params)
  if (!parsed.success)
    throw new RpcError(`Invalid params for ${method}: ${describeParamsError(parsed.error)}`, {
      code: 'RELAY_INVALID_PARAMS',
      rpcCode: RPC_INVALID_PARAMS,
    })
  const handler = handlers[method] as (params: unknown, session: RelaySession) => Promise<unknown>
  return handler(parsed.data, session)
}
