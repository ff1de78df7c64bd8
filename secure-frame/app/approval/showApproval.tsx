/**
 * Shows the approval UI in the frame (loaded on first use) and resolves with the answer; an
 * aborted signal (RPC_ABORT, the modal closing) closes it unanswered.
 */
import { createRoot } from 'react-dom/client'
import { type FrameState, solanaChainOf } from '../handlers/frameState.ts'
import { activateFrameLocale } from '../i18n/frameI18n.ts'
import { ApprovalView } from './ApprovalView.tsx'
import type { TokenInfo } from './RequestDetails.tsx'

/** What the approval shows: the request, who asks, and what the frame read for it. */
export interface ApprovalRequest {
  method: string
  params: unknown
  origin: string
  /** A session grant's token, as the chain names it. */
  token?: TokenInfo
}

import { approvalStyles } from './approvalStyles.ts'

export function showApproval(
  request: ApprovalRequest,
  state: FrameState,
  signal: AbortSignal,
): Promise<boolean> {
  return activateFrameLocale(state.locale ?? 'en').then(() => mount(request, state, signal))
}

function mount(request: ApprovalRequest, state: FrameState, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const host = document.createElement('div')
    host.className = 'approval-host'
    // The host's theme when it sent one (SYNC_THEME), else the system's (approvalStyles).
    if (state.theme.themeMode) host.dataset.theme = state.theme.themeMode
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
        chainId={
          request.method.startsWith('solana_')
            ? (solanaChainOf(state) ?? state.chainId)
            : state.chainId
        }
        onAnswer={(approved) => {
          finish()
          resolve(approved)
        }}
      />,
    )
  })
}
