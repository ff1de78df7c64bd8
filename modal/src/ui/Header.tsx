/** The modal's header: a back button when there is history, the view's title, a close button. */
import { BackIcon } from './icons/BackIcon.tsx'
import { CloseIcon } from './icons/CloseIcon.tsx'

export interface HeaderProps {
  title: string
  onBack?: () => void
  onClose(): void
}

export function Header({ title, onBack, onClose }: HeaderProps) {
  return (
    <header className="portico-header">
      {onBack ? (
        <button type="button" className="portico-icon-button" aria-label="Back" onClick={onBack}>
          <BackIcon />
        </button>
      ) : (
        <span className="portico-icon-spacer" />
      )}
      <h2 id="portico-title" tabIndex={-1}>
        {title}
      </h2>
      <button type="button" className="portico-icon-button" aria-label="Close" onClick={onClose}>
        <CloseIcon />
      </button>
    </header>
  )
}
