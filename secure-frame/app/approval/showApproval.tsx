/**
 * Shows the approval UI in the frame (loaded on first use) and resolves with the answer; an
 * aborted signal (RPC_ABORT, the modal closing) closes it unanswered.
 */
import { createRoot } from 'react-dom/client'
import type { FrameState } from '../handlers/frameState.ts'
import { ApprovalView } from './ApprovalView.tsx'
import { approvalStyles } from './approvalStyles.ts'

export function showApproval(
  request: { method: string; params: unknown; origin: string },
  state: FrameState,
  signal: AbortSignal,
): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const host = document.createElement('div')
    host.className = 'approval-host'
    host.dataset.theme = state.theme.themeMode ?? 'dark'
    const style = document.createElement('style')
    style.textContent = approvalStyles
    host.appendChild(style)
    const mount = document.createElement('div')
    host.appendChild(mount)
    document.body.appendChild(host)
    const root = createRoot(mount)
    const finish = () => {
      signal.removeEventListener('abort', onAbort)
      root.unmount()
      host.remove()
    }
    const onAbort = () => {
      finish()
      reject(signal.reason)
    }
    signal.addEventListener('abort', onAbort, { once: true })
    root.render(
      <ApprovalView
        {...request}
        dapp={state.dappData}
        onAnswer={(approved) => {
          finish()
          resolve(approved)
        }}
      />,
    )
  })
}
