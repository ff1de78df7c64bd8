/**
 * Approvals of connect, sign and send requests. In test mode the wallet answers itself
 * (mode 'approve' or 'reject'); in mode 'popup' it opens approve.html in a small window and
 * waits for the Approve / Reject click (closing the window rejects).
 */
import { chromeApi } from '../chromeApi.ts'
import { internalError, userRejected } from '../providerErrors.ts'
import type { ApprovalView } from '../runtimeMessages.ts'
import { readState } from './walletState.ts'

interface PendingApproval {
  view: ApprovalView
  windowId: number | undefined
  settle(approved: boolean): void
}

const pending = new Map<string, PendingApproval>()

/** Resolves when the request is approved; throws 4001 when it is rejected. */
export async function requireApproval(view: ApprovalView): Promise<void> {
  const { mode } = await readState()
  const approved = mode === 'popup' ? await askInPopup(view) : mode === 'approve'
  if (!approved) throw userRejected()
}

async function askInPopup(view: ApprovalView): Promise<boolean> {
  const chrome = chromeApi()
  const id = crypto.randomUUID()
  const decision = new Promise<boolean>((settle) => {
    pending.set(id, { view, windowId: undefined, settle })
  })
  try {
    const window = await chrome.windows.create({
      url: chrome.runtime.getURL(`approve.html?id=${id}`),
      type: 'popup',
      width: 420,
      height: 600,
      focused: true,
    })
    const entry = pending.get(id)
    if (entry) entry.windowId = window.id
  } catch (error) {
    pending.delete(id)
    throw internalError(`Could not open the approval window: ${String(error)}`)
  }
  return decision
}

export const approvalView = (id: string): ApprovalView | undefined => pending.get(id)?.view

/** Settles a pending approval and closes its window; false when there was none. */
export function decideApproval(id: string, approved: boolean): boolean {
  const entry = pending.get(id)
  if (!entry) return false
  pending.delete(id)
  entry.settle(approved)
  if (entry.windowId !== undefined) {
    chromeApi()
      .windows.remove(entry.windowId)
      .catch(() => undefined)
  }
  return true
}

/** A closed approval window rejects its request. */
export function onWindowRemoved(windowId: number): void {
  for (const [id, entry] of pending) {
    if (entry.windowId === windowId) {
      pending.delete(id)
      entry.settle(false)
    }
  }
}

export const pendingApprovalCount = (): number => pending.size
