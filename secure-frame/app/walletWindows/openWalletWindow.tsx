/**
 * Mounts one of the frame's wallet windows over the frame's page (origin B; the host page shows
 * the iframe meanwhile) with the approval window's look, and settles with what the window says.
 * An aborted signal (RPC_ABORT, the modal closing, the frame's endpoint going away) closes it
 * and rejects with the signal's reason.
 */
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { approvalStyles } from '../approval/approvalStyles.ts'
import type { FrameState } from '../handlers/frameState.ts'
import { walletWindowStyles } from './walletWindowStyles.ts'

export interface WindowSettle<T> {
  resolve(value: T): void
  reject(error: unknown): void
}

export function openWalletWindow<T>(
  state: FrameState,
  signal: AbortSignal,
  render: (settle: WindowSettle<T>) => ReactNode,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const host = document.createElement('div')
    host.className = 'approval-host'
    host.dataset.theme = state.theme.themeMode ?? 'dark'
    const style = document.createElement('style')
    style.textContent = approvalStyles + walletWindowStyles
    host.appendChild(style)
    const mount = document.createElement('div')
    mount.style.display = 'contents'
    host.appendChild(mount)
    document.body.appendChild(host)
    const root = createRoot(mount)
    let open = true
    const finish = () => {
      if (!open) return false
      open = false
      signal.removeEventListener('abort', onAbort)
      // Unmounting drops every secret the window held in its state.
      root.unmount()
      host.remove()
      return true
    }
    const onAbort = () => {
      if (finish()) reject(signal.reason)
    }
    signal.addEventListener('abort', onAbort, { once: true })
    root.render(
      render({
        resolve: (value) => {
          if (finish()) resolve(value)
        },
        reject: (error) => {
          if (finish()) reject(error)
        },
      }),
    )
  })
}
