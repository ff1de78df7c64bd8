/**
 * Account's way to RegisterAccountName (SPEC §2): "Choose a name" on an EVM account the cloud
 * knows no name for (its identity read and empty, so the row never flashes while it loads).
 */
import { selectActiveAccount } from '../../features/account/accountSlice.ts'
import { openRegisterAccountName } from '../../features/names/namesThunks.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { selectActiveCaipNetwork } from '../../store/networkSlice.ts'
import { NameCardIcon } from '../../ui/icons/NameCardIcon.tsx'
import { ListItem } from '../../ui/ListItem.tsx'

export function AccountNameRow() {
  const dispatch = useAppDispatch()
  const { t } = useModalI18n()
  const evm = useAppSelector(selectActiveCaipNetwork)?.chainNamespace === 'eip155'
  const withoutName = useAppSelector((state) => selectActiveAccount(state).profileName === null)
  if (!evm || !withoutName) return null
  return (
    <ListItem
      name={t('account.chooseName')}
      icon={<NameCardIcon />}
      chevron
      onClick={() => dispatch(openRegisterAccountName())}
    />
  )
}
