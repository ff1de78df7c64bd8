/**
 * The MAIN-world end of the page ↔ content-script channel: says hello with a random channel
 * id, queues requests until the content script acknowledges, matches responses by id and
 * hands wallet events to its listeners. Only messages from this very window, of this origin, in
 * the known envelope and on this channel are accepted.
 */
import {
  type ContentToPage,
  contentToPageSchema,
  PAGE_SOURCE,
  type PageToContent,
} from '../pageMessages.ts'
import { ErrorCode, ProviderRpcError } from '../providerErrors.ts'
import type { WalletEvent } from '../walletEvents.ts'
import { randomUuid } from './randomUuid.ts'

/** How long a request waits for the content script to answer the hello. */
const HANDSHAKE_TIMEOUT_MS = 10_000

export interface PageChannel {
  request(method: string, params: unknown[] | Record<string, unknown> | undefined): Promise<unknown>
  /** Adds a listener for the wallet's events (the EVM provider and the Solana wallet each add one). */
  onEvent(listener: (event: WalletEvent) => void): void
  /** Resolves once the content script has acknowledged the channel. */
  readonly ready: Promise<void>
}

export function openPageChannel(): PageChannel {
  const channel = randomUuid()
  const origin = window.location.origin
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  let nextId = 0
  const eventListeners: ((event: WalletEvent) => void)[] = []
  let markReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => {
    markReady = resolve
  })

  const post = (message: PageToContent) => window.postMessage(message, origin)
  const hello = () => post({ source: PAGE_SOURCE, kind: 'hello', channel })

  const receive = (message: ContentToPage) => {
    switch (message.kind) {
      case 'ready':
        hello()
        return
      case 'hello-ack':
        if (message.channel === channel) markReady()
        return
      case 'result':
      case 'error': {
        if (message.channel !== channel) return
        const waiter = pending.get(message.id)
        if (!waiter) return
        pending.delete(message.id)
        if (message.kind === 'result') waiter.resolve(message.result ?? null)
        else {
          const { code, message: text, data } = message.error
          waiter.reject(new ProviderRpcError(code, text, data))
        }
        return
      }
      case 'event':
        if (message.channel === channel)
          for (const listener of eventListeners) listener(message.event)
        return
    }
  }

  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source !== window || event.origin !== origin) return
    const parsed = contentToPageSchema.safeParse(event.data)
    if (parsed.success) receive(parsed.data)
  })
  hello()

  const handshake = () =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new ProviderRpcError(
              ErrorCode.disconnected,
              'The Portico Test Wallet extension did not answer.',
            ),
          ),
        HANDSHAKE_TIMEOUT_MS,
      )
      void ready.then(() => {
        clearTimeout(timer)
        resolve()
      })
    })

  return {
    ready,
    onEvent(listener) {
      eventListeners.push(listener)
    },
    async request(method, params) {
      await handshake()
      const id = nextId++
      const answer = new Promise<unknown>((resolve, reject) => pending.set(id, { resolve, reject }))
      post(
        params === undefined
          ? { source: PAGE_SOURCE, kind: 'request', channel, id, method }
          : { source: PAGE_SOURCE, kind: 'request', channel, id, method, params },
      )
      return answer
    },
  }
}
