/** The demo dapp: a Connect button, and a check of the secure frame's round trip. */
import type { Portico } from '@portico/modal'
import { useState, useSyncExternalStore } from 'react'

export function DemoApp({ portico }: { portico: Portico }) {
  const state = useSyncExternalStore(portico.subscribeState, portico.getState)
  const [frameStatus, setFrameStatus] = useState('not loaded')

  const checkFrame = async () => {
    setFrameStatus('loading…')
    try {
      const auth = await portico.getAuthConnector()
      const [{ chainId }, { isConnected }] = await Promise.all([
        auth.request('GET_CHAIN_ID'),
        auth.request('IS_CONNECTED', {}),
      ])
      setFrameStatus(`ready · chain ${chainId} · ${isConnected ? 'signed in' : 'signed out'}`)
    } catch (error) {
      setFrameStatus(`error: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  return (
    <main>
      <h1>Portico demo dapp</h1>
      <p>Connect a wallet to this page through Portico.</p>
      <button type="button" onClick={() => portico.open()} aria-haspopup="dialog">
        Connect
      </button>
      <span data-testid="modal-state" hidden>
        {state.open ? 'open' : 'closed'}
      </span>
      <section aria-labelledby="frame-title">
        <h2 id="frame-title">Secure frame</h2>
        <button type="button" className="secondary" onClick={checkFrame}>
          Check secure frame
        </button>
        <output aria-live="polite" data-testid="frame-status">
          {frameStatus}
        </output>
      </section>
    </main>
  )
}
