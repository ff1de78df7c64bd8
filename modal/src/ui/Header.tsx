/** The modal's header: a back button when there is history, the view's title, a close button. */
import { useModalI18n } from '../i18n/useModalI18n.ts'
import { BackIcon } from './icons/BackIcon.tsx'
import { CloseIcon } from './icons/CloseIcon.tsx'

export interface HeaderProps {
  title: string
  onBack?: () => void
  onClose(): void
}

export function Header({ title, onBack, onClose }: HeaderProps) {
  const { t } = useModalI18n()
  return (
    <header className="portico-header">
      {onBack ? (
        <button
          type="button"
          className="portico-icon-button"
          aria-label={t('header.back')}
          onClick={onBack}
        >
          <BackIcon />
        </button>
      ) : (
        <span className="portico-icon-spacer" />
      )}
      <h2 id="portico-title" tabIndex={-1}>
        {title}
      </h2>
      <button
        type="button"
        className="portico-icon-button"
        aria-label={t('header.close')}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </header>
  )
}
