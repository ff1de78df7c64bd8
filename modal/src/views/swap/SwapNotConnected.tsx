/** What a swap view shows without a connected account. */
import { useModalI18n } from '../../i18n/useModalI18n.ts'

export function SwapNotConnected() {
  const { t } = useModalI18n()
  return (
    <div className="portico-body">
      <p className="portico-muted">{t('swap.notConnected')}</p>
    </div>
  )
}
