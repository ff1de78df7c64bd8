/** EmailVerifyOtp: the six-digit code from the mail; a new code on request (30 s apart). */
import { type FormEvent, useId, useState } from 'react'
import { resendEmailCode, submitOtp } from '../connectors/auth/authThunks.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { Spinner } from '../ui/Spinner.tsx'

export function EmailVerifyOtpView() {
  const dispatch = useAppDispatch()
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
      setError(e instanceof Error ? e.message : String(e))
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
      setNotice('A new code is on its way')
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }

  return (
    <form className="portico-body" onSubmit={onSubmit} noValidate>
      <p className="portico-muted">
        Enter the code we sent to <strong>{email}</strong>
      </p>
      <label htmlFor={`${id}-otp`} className="portico-visually-hidden">
        Code
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
      {busy && <Spinner label="Verifying code" />}
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
        Resend code
      </button>
    </form>
  )
}
