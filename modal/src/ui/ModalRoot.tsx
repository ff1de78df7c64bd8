/** The <dialog> that holds the current view; opens and closes with the controller's state. */
import { useEffect, useRef, useSyncExternalStore } from 'react'
import type { PorticoState } from '../createPortico.ts'
import { ConnectView } from '../views/ConnectView.tsx'

export interface ModalRootProps {
  getState(): PorticoState
  subscribe(listener: (state: PorticoState) => void): () => void
  onClose(): void
  themeMode: 'light' | 'dark'
}

export function ModalRoot({ getState, subscribe, onClose, themeMode }: ModalRootProps) {
  const state = useSyncExternalStore(subscribe, getState)
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (state.open && !el.open) {
      opener.current = document.activeElement
      el.showModal()
    } else if (!state.open && el.open) {
      el.close()
    }
  }, [state.open])

  const restoreFocus = () => {
    const target = opener.current
    opener.current = null
    if (target instanceof HTMLElement) target.focus()
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; Esc (onCancel) is its keyboard twin
    <dialog
      ref={dialog}
      className="portico-dialog"
      data-theme={themeMode}
      aria-labelledby="portico-title"
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClose={() => {
        if (getState().open) onClose()
        restoreFocus()
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose()
      }}
    >
      <div className="portico-card">
        <header className="portico-header">
          <h2 id="portico-title">Connect Wallet</h2>
          <button
            type="button"
            className="portico-icon-button"
            aria-label="Close"
            onClick={onClose}
          >
            ×
          </button>
        </header>
        {state.view === 'Connect' && <ConnectView />}
      </div>
    </dialog>
  )
}
