/**
 * The e-mail wallet's account type on Account (issue 24): "Smart Account" or "EOA", and on a
 * network with a bundler a switch to the other one (SPEC §1: smartAccount by default there; any
 * other network has the EOA only).
 */
import { useState } from 'react'
import { switchAccountType } from '../../connectors/auth/accountTypeThunks.ts'
import { selectActiveAccountType } from '../../features/account/accountSlice.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { selectActiveCaipNetwork, selectNamespaceNetwork } from '../../store/networkSlice.ts'
import { ListItem } from '../../ui/ListItem.tsx'

export function AccountTypeRow() {
  const dispatch = useAppDispatch()
  const { t } = useModalI18n()
  const type = useAppSelector(selectActiveAccountType)
  const network = useAppSelector(selectActiveCaipNetwork)
  const enabled = useAppSelector((state) =>
    selectNamespaceNetwork(state, 'eip155').smartAccountEnabledNetworks.includes(
      Number(network?.id),
    ),
  )
  const [switching, setSwitching] = useState(false)
  const other = type === 'smartAccount' ? 'eoa' : 'smartAccount'
  return (
    <div data-testid="account-type" data-account-type={type}>
      <ListItem
        name={type === 'smartAccount' ? t('account.type.smartAccount') : t('account.type.eoa')}
        tag={t('account.type')}
        label={
          enabled
            ? other === 'eoa'
              ? t('account.switchToEoa')
              : t('account.switchToSmartAccount')
            : undefined
        }
        disabled={!enabled || switching}
        onClick={async () => {
          setSwitching(true)
          try {
            await dispatch(switchAccountType(other))
          } finally {
            setSwitching(false)
          }
        }}
      />
    </div>
  )
}
