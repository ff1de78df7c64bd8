/** A loading indicator; its label is read by screen readers ("Loading" in the locale by default). */
import { useModalI18n } from '../i18n/useModalI18n.ts'

export function Spinner({ label }: { label?: string }) {
  const { t } = useModalI18n()
  return (
    <span
      className="portico-spinner"
      role="progressbar"
      aria-label={label ?? t('common.loading')}
    />
  )
}
