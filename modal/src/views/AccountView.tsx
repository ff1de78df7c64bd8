/** Account: the connected wallet's address, balance and network (SPEC §2); tabs arrive later. */
import { formatNativeBalance, truncateAddress } from '@portico/shared'
import { useState } from 'react'
import { selectActiveAccount, selectActiveNetwork } from '../core/viewSelectors.ts'
import { useAppSelector } from '../store/hooks.ts'
import { useCoreActions } from '../ui/CoreActionsContext.ts'
import { ListItem } from '../ui/ListItem.tsx'
import { Spinner } from '../ui/Spinner.tsx'
import { WalletImage } from '../ui/WalletImage.tsx'

export function AccountView() {
  const actions = useCoreActions()
  const account = useAppSelector(selectActiveAccount)
  const network = useAppSelector(selectActiveNetwork)
  const [copied, setCopied] = useState(false)
  const [disconnecting, setDisconnecting] = useState(false)
  if (!account.address) return null
  const address = account.address

  return (
    <div className="portico-body">
      <div className="portico-center">
        <WalletImage
          name={account.walletInfo?.name ?? address}
          src={account.walletInfo?.icon}
          size={64}
        />
        <div className="portico-row">
          <p className="portico-address" data-testid="modal-account-address" title={address}>
            {account.profileName ?? truncateAddress(address)}
          </p>
          <button
            type="button"
            className="portico-icon-button"
            aria-label={copied ? 'Address copied' : 'Copy address'}
            onClick={async () => {
              await actions.copyAddress(address)
              setCopied(true)
            }}
          >
            {copied ? '✓' : '⧉'}
          </button>
        </div>
        {account.balanceLoading && account.balance === undefined ? (
          <Spinner label="Loading balance" />
        ) : (
          <p className="portico-balance" data-testid="account-balance">
            {formatNativeBalance(
              account.balance ?? '0',
              account.balanceSymbol ?? network?.nativeCurrency.symbol,
            )}
          </p>
        )}
      </div>
      <ListItem
        name={network?.name ?? 'Unknown Network'}
        tag="Network"
        onClick={() => actions.push('Networks')}
      />
      <button
        type="button"
        className="portico-button portico-button-secondary"
        disabled={disconnecting}
        onClick={async () => {
          setDisconnecting(true)
          try {
            await actions.disconnect()
          } finally {
            setDisconnecting(false)
          }
        }}
      >
        Disconnect
      </button>
    </div>
  )
}
