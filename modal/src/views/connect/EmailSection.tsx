/** The e-mail field of Connect: a valid address goes to the secure frame's e-mail login. */
import { getErrorText, isEmail } from '@portico/shared'
import { type FormEvent, useId, useState } from 'react'
import { connectEmail, prepareEmailLogin } from '../../connectors/auth/authThunks.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { selectConnectLocked } from '../../store/legalConsentSlice.ts'
import { Spinner } from '../../ui/Spinner.tsx'

export function EmailSection() {
  const dispatch = useAppDispatch()
  const { t, errorText } = useModalI18n()
  const id = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const locked = useAppSelector(selectConnectLocked)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (locked) return
    if (!isEmail(email)) return setError(t('email.invalid'))
    setError('')
    setBusy(true)
    try {
      await dispatch(connectEmail(email))
    } catch (e) {
      setError(errorText(getErrorText(e)))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="portico-row" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-email`} className="portico-visually-hidden">
        {t('email.label')}
      </label>
      <input
        id={`${id}-email`}
        className="portico-field"
        type="email"
        autoComplete="email"
        placeholder={t('email.placeholder')}
        value={email}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setEmail(e.target.value)}
        // The secure frame loads while the address is typed (authThunks.prepareEmailLogin).
        onFocus={() => dispatch(prepareEmailLogin())}
      />
      <button type="submit" className="portico-button" disabled={busy || !email || locked}>
        {busy ? <Spinner label={t('email.sending')} /> : t('email.continue')}
      </button>
      {error && (
        <p id={`${id}-error`} className="portico-error-text" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
