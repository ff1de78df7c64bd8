/**
 * ISOLATED-world content script (document_start): relays between the in-page provider
 * (window.postMessage, one channel per page) and the background worker (chrome.runtime).
 * Accepts only messages from this window and origin, in the known envelope, on the bound
 * channel; forwards worker events meant for this frame's origin.
 */
import { z } from 'zod'
import { chromeApi } from '../chromeApi.ts'
import {
  CONTENT_SOURCE,
  type ContentToPage,
  type PageToContent,
  pageToContentSchema,
} from '../pageMessages.ts'
import { ErrorCode } from '../providerErrors.ts'
import { rpcResponseSchema, tabEventSchema, type WorkerRequest } from '../runtimeMessages.ts'

z.config({ jitless: true })

function main(origin: string) {
  const chrome = chromeApi()
  let boundChannel: string | null = null

  const post = (message: ContentToPage) => window.postMessage(message, origin)

  const relay = async (message: Extract<PageToContent, { kind: 'request' }>, channel: string) => {
    const { id, method, params } = message
    const request: WorkerRequest =
      params === undefined ? { type: 'rpc', method } : { type: 'rpc', method, params }
    let raw: unknown
    if (!chrome.runtime.id) {
      // The extension was reloaded or removed under this page.
      const error = { code: ErrorCode.disconnected, message: 'The wallet extension is gone.' }
      post({ source: CONTENT_SOURCE, kind: 'error', channel, id, error })
      post({
        source: CONTENT_SOURCE,
        kind: 'event',
        channel,
        event: { event: 'disconnect', data: error },
      })
      return
    }
    try {
      raw = await chrome.runtime.sendMessage(request)
    } catch (cause) {
      const error = {
        code: ErrorCode.disconnected,
        message: `The wallet extension did not answer: ${String(cause)}`,
      }
      post({ source: CONTENT_SOURCE, kind: 'error', channel, id, error })
      return
    }
    const response = rpcResponseSchema.safeParse(raw)
    if (!response.success) {
      const error = { code: ErrorCode.internal, message: 'The wallet sent a malformed response.' }
      post({ source: CONTENT_SOURCE, kind: 'error', channel, id, error })
    } else if (response.data.ok) {
      post({
        source: CONTENT_SOURCE,
        kind: 'result',
        channel,
        id,
        result: response.data.result ?? null,
      })
    } else {
      post({ source: CONTENT_SOURCE, kind: 'error', channel, id, error: response.data.error })
    }
  }

  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source !== window || event.origin !== origin) return
    const parsed = pageToContentSchema.safeParse(event.data)
    if (!parsed.success) return
    const message = parsed.data
    if (message.kind === 'hello') {
      // The in-page script says hello before any page script runs: the first channel wins.
      boundChannel ??= message.channel
      if (message.channel === boundChannel) {
        post({ source: CONTENT_SOURCE, kind: 'hello-ack', channel: boundChannel })
      }
      return
    }
    if (boundChannel === null || message.channel !== boundChannel) return
    void relay(message, boundChannel)
  })

  chrome.runtime.onMessage.addListener((raw, sender) => {
    if (sender.id !== chrome.runtime.id || sender.tab !== undefined) return undefined
    const parsed = tabEventSchema.safeParse(raw)
    if (!parsed.success || boundChannel === null) return undefined
    const { targetOrigin, event } = parsed.data
    if (targetOrigin === null || targetOrigin === origin) {
      post({ source: CONTENT_SOURCE, kind: 'event', channel: boundChannel, event })
    }
    return undefined
  })

  // In case the in-page hello went out before this script listened.
  post({ source: CONTENT_SOURCE, kind: 'ready' })
}

if (window.location.origin !== 'null') main(window.location.origin)
