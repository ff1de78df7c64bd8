/** What a send view shows when it was opened without a connected account. */
import { useModalI18n } from '../../i18n/useModalI18n.ts'

export function SendNotConnected() {
  const { t } = useModalI18n()
  return (
    <div className="portico-body">
      <p className="portico-muted">{t('send.notConnected')}</p>
    </div>
  )
}
