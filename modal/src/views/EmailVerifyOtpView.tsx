/** EmailVerifyOtp: the six-digit code from the mail; a new code on request (30 s apart). */
import { Trans } from '@lingui/react'
import { type FormEvent, useId, useState } from 'react'
import { resendEmailCode, submitOtp } from '../connectors/auth/authThunks.ts'
import { useModalI18n } from '../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { Spinner } from '../ui/Spinner.tsx'

export function EmailVerifyOtpView() {
  const dispatch = useAppDispatch()
  const { t, errorText } = useModalI18n()
  const email = useAppSelector((s) => s.router.data?.email) ?? ''
  const id = useId()
  const [otp, setOtp] = useState('')
  const [error, setError] = useState('')
  const [notice, setNotice] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async (code: string) => {
    setBusy(true)
    setError('')
    try {
      await dispatch(submitOtp(code))
    } catch (e) {
      setError(errorText(e instanceof Error ? e.message : String(e)))
      setOtp('')
    } finally {
      setBusy(false)
    }
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (otp.length === 6) void submit(otp)
  }
  const resend = async () => {
    setError('')
    setNotice('')
    try {
      await dispatch(resendEmailCode(email))
      setNotice(t('otp.sent'))
    } catch (e) {
      setError(errorText(e instanceof Error ? e.message : String(e)))
    }
  }

  return (
    <form className="portico-body" onSubmit={onSubmit} noValidate>
      <p className="portico-muted">
        <Trans id="otp.intro" values={{ email }} components={{ 0: <strong /> }} />
      </p>
      <label htmlFor={`${id}-otp`} className="portico-visually-hidden">
        {t('otp.label')}
      </label>
      <input
        id={`${id}-otp`}
        className="portico-field portico-otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        value={otp}
        // Read-only, not disabled, while the code is checked: a disabled field drops focus to <body>.
        readOnly={busy}
        aria-busy={busy}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          const code = e.target.value.replace(/\D/g, '').slice(0, 6)
          setOtp(code)
          if (code.length === 6) void submit(code)
        }}
      />
      {busy && <Spinner label={t('otp.verifying')} />}
      {error && (
        <p id={`${id}-error`} className="portico-error-text" role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p className="portico-muted" role="status">
          {notice}
        </p>
      )}
      <button
        type="button"
        className="portico-button portico-button-secondary"
        onClick={() => void resend()}
      >
        {t('otp.resend')}
      </button>
    </form>
  )
}
