/** EmailLogin: the e-mail field on its own, for a dapp that opens the modal straight on it. */
import { useModalI18n } from '../i18n/useModalI18n.ts'
import { EmailSection } from './connect/EmailSection.tsx'

export function EmailLoginView() {
  const { t } = useModalI18n()
  return (
    <div className="portico-body">
      <p className="portico-muted">{t('emailLogin.intro')}</p>
      <EmailSection />
    </div>
  )
}
