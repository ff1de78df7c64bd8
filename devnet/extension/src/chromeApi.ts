/**
 * The small part of the chrome.* extension API the wallet uses, typed here so the project
 * needs no @types/chrome. Read lazily: the MAIN-world script never touches it.
 */

export interface MessageSender {
  id?: string
  origin?: string
  url?: string
  frameId?: number
  tab?: { id?: number }
}

type MessageListener = (
  message: unknown,
  sender: MessageSender,
  sendResponse: (response: unknown) => void,
) => boolean | undefined

export interface ChromeApi {
  runtime: {
    /** Undefined once the extension is reloaded or removed under a live content script. */
    id: string | undefined
    getURL(path: string): string
    sendMessage(message: unknown): Promise<unknown>
    onMessage: { addListener(listener: MessageListener): void }
  }
  tabs: {
    query(queryInfo: Record<string, never>): Promise<{ id?: number }[]>
    sendMessage(tabId: number, message: unknown): Promise<unknown>
  }
  windows: {
    create(options: {
      url: string
      type: 'popup'
      width: number
      height: number
      focused?: boolean
    }): Promise<{ id?: number }>
    remove(windowId: number): Promise<void>
    onRemoved: { addListener(listener: (windowId: number) => void): void }
  }
  storage: {
    local: {
      get(key: string): Promise<Record<string, unknown>>
      set(items: Record<string, unknown>): Promise<void>
    }
  }
}

export function chromeApi(): ChromeApi {
  const api = (globalThis as { chrome?: ChromeApi }).chrome
  if (!api?.runtime) throw new Error('chrome extension APIs are not available here')
  return api
}
