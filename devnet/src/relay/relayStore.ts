/**
 * Where the relay keeps its mailbox and how a message published on one relay node reaches the
 * subscribers on the others. The relay runs on Redis (redisRelayStore.ts: durable, shared by
 * every node); testMemoryRelayStore.ts is a test fixture (one process, gone on restart).
 */
import type { MailboxInput, MailboxMessage } from './relayMailbox.ts'

/** A message as stored, and whether this publish stored it (false: the same one was there). */
export interface StoredMessage {
  entry: MailboxMessage
  fresh: boolean
}

export interface RelayStore {
  /**
   * Stores all of `inputs` or none (a quota refuses the whole call with a MailboxQuotaError);
   * resolves once they are stored, and tells the other nodes watching their topics.
   */
  put(inputs: readonly MailboxInput[]): Promise<StoredMessage[]>
  /** Unexpired messages of `topic` owed to `clientId` (neither published nor acked by it). */
  pendingFor(topic: string, clientId: string): Promise<MailboxMessage[]>
  /** Records that `clientId` acknowledged the message. */
  ack(entry: Pick<MailboxMessage, 'key' | 'expiresAt'>, clientId: string): Promise<void>
  /** From now on, messages other nodes store on `topic` reach `onRemote`. */
  watch(topic: string): Promise<void>
  unwatch(topic: string): Promise<void>
  /**
   * Where messages stored by other nodes on watched topics arrive, and, after the way to Redis
   * was broken and is whole again, those stored meanwhile (the hub skips what a socket holds).
   */
  onRemote(handler: (entry: MailboxMessage) => void): void
  /** Drops expired messages (the Redis store lets Redis expire them). */
  purgeExpired(): Promise<void>
  close(): Promise<void>
}
