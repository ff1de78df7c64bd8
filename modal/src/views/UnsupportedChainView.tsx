/** UnsupportedChain: the wallet is on a network the dapp does not support (SPEC §2 rule). */

import { disconnectWallet } from '../store/disconnectThunks.ts'
import { useAppDispatch } from '../store/hooks.ts'
import { NetworksView } from './NetworksView.tsx'

export function UnsupportedChainView() {
  const dispatch = useAppDispatch()
  return (
    <>
      <div className="portico-body">
        <p className="portico-muted">
          This app doesn’t support your current network. Switch to an available option to continue.
        </p>
      </div>
      <NetworksView />
      <div className="portico-body">
        <button
          type="button"
          className="portico-button portico-button-secondary"
          onClick={() => void dispatch(disconnectWallet())}
        >
          Disconnect
        </button>
      </div>
    </>
  )
}
