/**
 * Mounts one of the frame's wallet windows over the frame's page (origin B; the host page shows
 * the iframe meanwhile) with the approval window's look, in the frame's locale (its catalogue
 * loaded first), and settles with what the window says.
 * An aborted signal (RPC_ABORT, the modal closing, the frame's endpoint going away) closes it
 * and rejects with the signal's reason.
 */
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { approvalStyles } from '../approval/approvalStyles.ts'
import type { FrameState } from '../handlers/frameState.ts'
import { activateFrameLocale, localeAttributes } from '../i18n/frameI18n.ts'
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
  return activateFrameLocale(state.locale ?? 'en').then(() => mount(state, signal, render))
}

function mount<T>(
  state: FrameState,
  signal: AbortSignal,
  render: (settle: WindowSettle<T>) => ReactNode,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const host = document.createElement('div')
    host.className = 'approval-host'
    // The host's theme when it sent one (SYNC_THEME), else the system's (approvalStyles).
    if (state.theme.themeMode) host.dataset.theme = state.theme.themeMode
    const { lang, dir } = localeAttributes()
    host.lang = lang
    host.dir = dir
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
