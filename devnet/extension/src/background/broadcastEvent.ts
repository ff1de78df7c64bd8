/** Sends a wallet event to every tab; each frame's content script keeps it only if its origin matches. */
import { chromeApi } from '../chromeApi.ts'
import type { TabEvent } from '../runtimeMessages.ts'
import type { WalletEvent } from '../walletEvents.ts'

export async function broadcastEvent(
  event: WalletEvent,
  targetOrigin: string | null,
): Promise<void> {
  const chrome = chromeApi()
  const message: TabEvent = { type: 'wallet-event', targetOrigin, event }
  const tabs = await chrome.tabs.query({})
  await Promise.all(
    tabs.map((tab) =>
      // Tabs without our content script (extension pages, chrome://) refuse: that is fine.
      tab.id === undefined
        ? undefined
        : chrome.tabs.sendMessage(tab.id, message).catch(() => undefined),
    ),
  )
}
