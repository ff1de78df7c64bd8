/**
 * RegisterAccountNameSuccess (SPEC §2): the name just registered, with the account's avatar, and
 * the way back to Account, which shows the name from now on. Its texts are the names catalogue.
 */
import { selectAccountProfile } from '../../features/account/accountSelectors.ts'
import { selectActiveAddress } from '../../features/account/accountSlice.ts'
import { selectNames } from '../../features/names/namesSlice.ts'
import { closeRegisterAccountName } from '../../features/names/namesThunks.ts'
import { namesCatalog, useFeatureCatalog } from '../../i18n/featureCatalogs.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { AddressAvatar } from '../../ui/AddressAvatar.tsx'

export function RegisterAccountNameSuccessView() {
  const ready = useFeatureCatalog(namesCatalog)
  const dispatch = useAppDispatch()
  const { t } = useModalI18n()
  const address = useAppSelector(selectActiveAddress)
  const profile = useAppSelector(selectAccountProfile)
  const name = useAppSelector(selectNames).registeredName ?? profile.profileName
  if (!ready || !address) return null
  return (
    <div className="portico-body portico-center">
      <AddressAvatar address={address} src={profile.profileImage} size={64} />
      <p className="portico-strong">{t('names.success.title')}</p>
      {name && (
        <p className="portico-muted" role="status" data-testid="register-name-success">
          {t('names.success.text', { name })}
        </p>
      )}
      <button
        type="button"
        className="portico-button"
        data-testid="register-name-done"
        onClick={() => dispatch(closeRegisterAccountName())}
      >
        {t('names.success.done')}
      </button>
    </div>
  )
}
