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
  subscribe(topic: string): string
  unsubscribe(topic: string): void
  /**
   * Stores the messages, all or none (a quota refuses the whole call), and fans them out after
   * the response to the topics' other clients.
   */
  publish(...messages: RelayPublish[]): void
  /** The stored messages of `topic` owed to the caller (they stay unacknowledged). */
  fetch(topic: string): DeliveryData[]
}

type Handlers = { [M in RelayMethod]: (params: RelayParams<M>, session: RelaySession) => unknown }

const fromPublishParams = (params: PublishParams): RelayPublish => ({
  topic: params.topic,
  message: params.message,
  ttlSeconds: params.ttl,
  tag: params.tag ?? 0,
  attestation: params.attestation,
})

const handlers: Handlers = {
  irn_subscribe: ({ topic }, session) => session.subscribe(topic),
  irn_batchSubscribe: ({ topics }, session) => topics.map((topic) => session.subscribe(topic)),
  irn_unsubscribe: ({ topic }, session) => {
    session.unsubscribe(topic)
    return true
  },
  irn_batchUnsubscribe: ({ subscriptions }, session) => {
    for (const { topic } of subscriptions) session.unsubscribe(topic)
    return true
  },
  irn_publish: (params, session) => {
    session.publish(fromPublishParams(params))
    return true
  },
  irn_batchPublish: ({ messages }, session) => {
    session.publish(...messages.map(fromPublishParams))
    return true
  },
  irn_fetchMessages: ({ topic }, session) => ({ messages: session.fetch(topic), hasMore: false }),
  irn_batchFetchMessages: ({ topics }, session) => ({
    messages: topics.flatMap((topic) => session.fetch(topic)),
    hasMore: false,
  }),
  // Publish first: a refused publish (a quota) leaves no subscription behind either.
  wc_proposeSession: (params, session) => {
    session.publish({
      topic: params.pairingTopic,
      message: params.sessionProposal,
      ttlSeconds: params.ttl ?? SESSION_MESSAGE_TTL_SECONDS,
      tag: SESSION_PROPOSE_TAG,
      attestation: params.attestation,
    })
    session.subscribe(params.pairingTopic)
    return true
  },
  wc_approveSession: (params, session) => {
    const ttlSeconds = params.ttl ?? SESSION_MESSAGE_TTL_SECONDS
    session.publish(
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
    session.subscribe(params.sessionTopic)
    return true
  },
}

/** Runs `method` for the session and returns its result; throws an RpcError for the wire. */
export function runRelayMethod(method: string, params: unknown, session: RelaySession): unknown {
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
  const handler = handlers[method] as (params: unknown, session: RelaySession) => unknown
  return handler(parsed.data, session)
}
