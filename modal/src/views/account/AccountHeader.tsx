/**
 * The top of Account: the avatar (the profile image, else one generated from the address, as
 * peers do) and profile name from the identity (the address when there is none), copy, the native balance (SPEC §5: 3 decimals, truncated) and the explorer link.
 * A Polkadot account without a balance (no RPC configured, or none answering) says so.
 * A social login's wallet also says whose it is: the provider's user name, and its e-mail if
 * the provider gave one.
 */
import { truncateAddress } from '@portico/shared'
import {
  selectAccountProfile,
  selectAddressExplorerUrl,
} from '../../features/account/accountSelectors.ts'
import { selectActiveAccount } from '../../features/account/accountSlice.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppSelector } from '../../store/hooks.ts'
import { selectActiveCaipNetwork } from '../../store/networkSlice.ts'
import { AddressAvatar } from '../../ui/AddressAvatar.tsx'
import { CopyAddressButton } from '../../ui/CopyAddressButton.tsx'
import { ExternalLinkIcon } from '../../ui/icons/ExternalLinkIcon.tsx'
import { Spinner } from '../../ui/Spinner.tsx'

export function AccountHeader({ address }: { address: string }) {
  const { t, nativeBalance } = useModalI18n()
  const profile = useAppSelector(selectAccountProfile)
  const network = useAppSelector(selectActiveCaipNetwork)
  const explorerUrl = useAppSelector(selectAddressExplorerUrl)
  const user = useAppSelector(selectActiveAccount).user
  return (
    <div className="portico-center">
      <AddressAvatar address={address} src={profile.profileImage} size={64} />
      <div className="portico-row">
        <p className="portico-address" data-testid="modal-account-address" title={address}>
          {profile.profileName ?? truncateAddress(address)}
        </p>
        <CopyAddressButton address={address} />
      </div>
      {user?.userName && (
        <p className="portico-muted" data-testid="account-username">
          {user.userName}
        </p>
      )}
      {profile.balanceLoading && profile.balance === undefined ? (
        <Spinner label={t('account.loadingBalance')} />
      ) : network?.chainNamespace === 'polkadot' && profile.balance === undefined ? (
        // Polkadot networks have no default RPC: without one (or one that does not answer)
        // there is no balance, and "0 DOT" would be wrong.
        <p className="portico-muted" data-testid="account-balance-unavailable">
          {t('account.balanceUnavailable')}
        </p>
      ) : (
        <p className="portico-balance" data-testid="account-balance">
          {nativeBalance(
            profile.balance ?? '0',
            profile.balanceSymbol ?? network?.nativeCurrency.symbol,
          )}
        </p>
      )}
      {explorerUrl && (
        <a
          className="portico-link"
          href={explorerUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="account-explorer-link"
        >
          {t('account.explorer')} <ExternalLinkIcon />
        </a>
      )}
    </div>
  )
}
