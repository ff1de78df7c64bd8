/** ConnectingExternal: waiting for a browser-extension wallet to accept; Retry after an error. */

import { connectInjected } from '../connectors/injected/injectedThunks.ts'
import { selectConnecting } from '../store/connectingSlice.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { selectRouterWallet } from '../store/routerSlice.ts'
import { Spinner } from '../ui/Spinner.tsx'
import { WalletImage } from '../ui/WalletImage.tsx'

export function ConnectingExternalView() {
  const dispatch = useAppDispatch()
  const wallet = useAppSelector(selectRouterWallet)
  const connecting = useAppSelector(selectConnecting)
  const name = wallet?.name ?? 'your wallet'
  const failed = connecting.status === 'error'
  return (
    <div className="portico-body">
      <div className="portico-center">
        <WalletImage name={name} src={wallet?.imageUrl} size={72} />
        {failed ? (
          <>
            <p className="portico-error-text" role="alert">
              {connecting.error?.message ?? 'Connection declined'}
            </p>
            <p className="portico-muted">
              Connection can be declined if a previous request is still active
            </p>
            {wallet && (
              <button
                type="button"
                className="portico-button"
                onClick={() => void dispatch(connectInjected(wallet.id))}
              >
                Try again
              </button>
            )}
          </>
        ) : (
          <>
            <p className="portico-address">Continue in {name}</p>
            <p className="portico-muted">Accept connection request in the wallet</p>
            <Spinner label={`Waiting for ${name}`} />
          </>
        )}
      </div>
    </div>
  )
}
