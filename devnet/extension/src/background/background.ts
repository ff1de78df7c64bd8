/**
 * The wallet's service worker: holds the state, answers page requests relayed by the content
 * script and approval-window messages, and installs the test controls. Listeners are added
 * synchronously at start, as MV3 requires.
 */
import { z } from 'zod'
import { chromeApi } from '../chromeApi.ts'
import { onWindowRemoved } from './approvals.ts'
import { routeMessage } from './routeMessage.ts'
import { installTestControls } from './testControls.ts'

// Extension pages forbid eval: keep zod from probing for it.
z.config({ jitless: true })

const chrome = chromeApi()

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  if (sender.id !== chrome.runtime.id) return undefined
  void routeMessage(message, sender).then(sendResponse)
  return true
})

chrome.windows.onRemoved.addListener(onWindowRemoved)

installTestControls()
