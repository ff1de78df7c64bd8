/**
 * Account (SPEC §2): who is connected (profile or address, balance, explorer), Send and Receive,
 * the network, the account type and Wallet security (the e-mail wallet), the Tokens / NFTs / Activity tabs, and
 * Disconnect. Its parts are in ./account.
 */
import { useEffect, useState } from 'react'
import { AUTH_CONNECTOR_ID } from '../connectors/auth/authConnection.ts'
import { openWalletSecurity } from '../connectors/auth/walletSecurityThunks.ts'
import { selectAccount, selectActiveAddress } from '../features/account/accountSlice.ts'
import { loadAccount } from '../features/account/accountThunks.ts'
import { useModalI18n } from '../i18n/useModalI18n.ts'
import { selectActiveConnectorId } from '../store/connectorsSlice.ts'
import { disconnectWallet } from '../store/disconnectThunks.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { selectActiveCaipNetwork } from '../store/networkSlice.ts'
import { selectNetworkImageUrl } from '../store/optionsSlice.ts'
import { pushView } from '../store/routerSlice.ts'
import { ListItem } from '../ui/ListItem.tsx'
import { AccountButtons } from './account/AccountButtons.tsx'
import { AccountHeader } from './account/AccountHeader.tsx'
import { AccountNameRow } from './account/AccountNameRow.tsx'
import { AccountTabs } from './account/AccountTabs.tsx'
import { AccountTypeRow } from './account/AccountTypeRow.tsx'

export function AccountView() {
  const dispatch = useAppDispatch()
  const { t } = useModalI18n()
  const address = useAppSelector(selectActiveAddress)
  const network = useAppSelector(selectActiveCaipNetwork)
  const networkImage = useAppSelector((state) =>
    network ? selectNetworkImageUrl(state, network) : undefined,
  )
  const emailWallet =
    useAppSelector((state) => selectActiveConnectorId(state, 'eip155')) === AUTH_CONNECTOR_ID
  // Only a frame that says so (Portico's own field): no recovery method yet.
  const needsRecovery = useAppSelector(
    (state) => selectAccount(state, 'eip155').user?.recoverySetUp === false,
  )
  const [disconnecting, setDisconnecting] = useState(false)

  // Profile and balances for this account on this network (cached: 30 s, identity 5 min).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new account or network reloads
  useEffect(() => {
    if (address) dispatch(loadAccount())
  }, [dispatch, address, network?.caipNetworkId])

  if (!address) return null
  return (
    <div className="portico-body">
      <AccountHeader address={address} />
      <AccountButtons />
      <AccountNameRow />
      <ListItem
        name={network?.name ?? t('common.unknownNetwork')}
        imageUrl={networkImage}
        tag={t('account.network')}
        chevron
        onClick={() => dispatch(pushView('Networks'))}
      />
      {emailWallet ? <AccountTypeRow /> : null}
      {emailWallet ? (
        <ListItem
          name={t('account.walletSecurity')}
          label={needsRecovery ? t('account.walletSecurityNeedsRecovery') : undefined}
          chevron
          onClick={() => void dispatch(openWalletSecurity())}
        >
          {needsRecovery ? (
            <span className="portico-error-text">{t('account.setUpRecovery')}</span>
          ) : null}
        </ListItem>
      ) : null}
      <AccountTabs />
      <button
        type="button"
        className="portico-button portico-button-secondary"
        disabled={disconnecting}
        onClick={async () => {
          setDisconnecting(true)
          try {
            await dispatch(disconnectWallet())
          } finally {
            setDisconnecting(false)
          }
        }}
      >
        {t('common.disconnect')}
      </button>
    </div>
  )
}
