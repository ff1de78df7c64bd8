/**
 * RegisterAccountName (SPEC §2): the name to register, typed without its zone (`.reown.id`
 * shown beside it); the SPEC §5 rule's text while it is broken (no request then); once typing
 * pauses, whether the name is free and the cloud's other suggestions; and Register, which asks
 * the connected wallet to sign the registration message (the e-mail wallet shows its approval
 * window meanwhile). Its texts are the names catalogue, loaded with this view.
 */
import { useId } from 'react'
import { selectActiveAddress } from '../../features/account/accountSlice.ts'
import { namesTexts } from '../../features/names/namesMessages.ts'
import { selectNames } from '../../features/names/namesSlice.ts'
import {
  chooseNameSuggestion,
  registerAccountName,
  typeAccountName,
} from '../../features/names/namesThunks.ts'
import { fullAccountName, NAME_ZONE } from '../../features/names/validateAccountName.ts'
import { namesCatalog, useFeatureCatalog } from '../../i18n/featureCatalogs.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { ListItem } from '../../ui/ListItem.tsx'

/** Codes with their own text in the names catalogue (`names.error.<code>`). */
const ownErrorCodes = new Set<string>([...Object.keys(namesTexts), 'NAME_SUGGESTIONS_FAILED'])

export function RegisterAccountNameView() {
  const ready = useFeatureCatalog(namesCatalog)
  const dispatch = useAppDispatch()
  const { t, errorText } = useModalI18n()
  const address = useAppSelector(selectActiveAddress)
  const names = useAppSelector(selectNames)
  const id = useId()
  if (!ready || !address) return null

  const busy = names.status === 'signing' || names.status === 'registering'
  const label = names.suggestionsFor
  const [first, ...others] = names.suggestions
  const wanted = label && first?.name === fullAccountName(label) ? first : undefined
  const suggestions = wanted ? others : names.suggestions
  const canRegister = Boolean(label) && !names.issue && !busy && !wanted?.registered
  const issueId = `${id}-issue`
  return (
    <form
      className="portico-body"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (canRegister) void dispatch(registerAccountName())
      }}
    >
      <p className="portico-muted">{t('names.intro')}</p>
      <div className="portico-send-box">
        <label htmlFor={id} className="portico-section-title">
          {t('names.label')}
        </label>
        <div className="portico-row">
          <input
            id={id}
            className="portico-field"
            placeholder={t('names.placeholder')}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={80}
            disabled={busy}
            aria-invalid={names.issue ? true : undefined}
            aria-describedby={names.issue ? issueId : undefined}
            data-testid="register-name-input"
            value={names.input}
            onChange={(event) => void dispatch(typeAccountName(event.target.value))}
          />
          <span className="portico-muted">{`.${NAME_ZONE}`}</span>
        </div>
      </div>
      {names.issue ? (
        <p
          className="portico-error-text"
          id={issueId}
          role="alert"
          data-testid="register-name-issue"
        >
          {t(`names.issue.${names.issue}`)}
        </p>
      ) : names.suggestionsStatus === 'loading' ? (
        <p className="portico-muted" role="status" data-testid="register-name-checking">
          {t('names.checking')}
        </p>
      ) : wanted ? (
        <p
          className={wanted.registered ? 'portico-error-text' : 'portico-muted'}
          role="status"
          data-testid="register-name-availability"
          data-available={!wanted.registered}
        >
          {t(wanted.registered ? 'names.unavailable' : 'names.available', { name: wanted.name })}
        </p>
      ) : null}
      {suggestions.length > 0 && (
        <div className="portico-stack" data-testid="register-name-suggestions">
          <p className="portico-section-title">{t('names.suggestions')}</p>
          <div className="portico-list">
            {suggestions.map((suggestion) => (
              <ListItem
                key={suggestion.name}
                name={suggestion.name}
                tag={suggestion.registered ? t('names.taken') : undefined}
                disabled={suggestion.registered || busy}
                onClick={() => void dispatch(chooseNameSuggestion(suggestion.name))}
              />
            ))}
          </div>
        </div>
      )}
      {names.error && (
        <p className="portico-error-text" role="alert" data-testid="register-name-error">
          {ownErrorCodes.has(names.error.code)
            ? t(`names.error.${names.error.code}`)
            : errorText(names.error.message)}
        </p>
      )}
      <button
        type="submit"
        className="portico-button"
        data-testid="register-name-submit"
        disabled={!canRegister}
      >
        {names.status === 'signing'
          ? t('names.signing')
          : names.status === 'registering'
            ? t('names.registering')
            : t('names.register')}
      </button>
    </form>
  )
}
