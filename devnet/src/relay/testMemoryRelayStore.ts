/**
 * A relay store in this process's memory, for tests only: it is not durable (a restart or a
 * crash loses every message, acknowledged or not) and serves one node. The relay refuses to
 * start on it unless asked to by name (`memoryStoreForTests`), so no deployment ends up on it.
 */
import { createRelayMailbox, type RelayMailboxOptions } from './relayMailbox.ts'
import type { RelayStore } from './relayStore.ts'

export function createTestMemoryRelayStore(options: RelayMailboxOptions = {}): RelayStore {
  const mailbox = createRelayMailbox(options)
  return {
    async put(inputs) {
      mailbox.assertRoom(inputs)
      return inputs.map((input) => {
        const fresh = !mailbox.contains(input)
        return { entry: mailbox.put(input), fresh }
      })
    },
    pendingFor: async (topic, clientId) => mailbox.pendingFor(topic, clientId),
    async ack(entry, clientId) {
      mailbox.ack(entry.key, clientId)
    },
    watch: async () => {},
    unwatch: async () => {},
    onRemote: () => {},
    async purgeExpired() {
      mailbox.purgeExpired()
    },
    close: async () => {},
  }
}
