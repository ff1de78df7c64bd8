/**
 * Sign-in by e-mail code: the address, then the 6-digit code the server mailed (a new code at
 * most every 30 s; the server's wait text is shown as it is sent).
 */
import { type FormEvent, useId, useState } from 'react'
import { consoleApi } from '../api/consoleApi.ts'
import { ErrorText } from '../ui/ErrorText.tsx'
import { useAction } from '../ui/useAction.ts'

export function SignInView({ onSignedIn }: { onSignedIn(email: string): void }) {
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [codeHint, setCodeHint] = useState<string | null>(null)
  const [notice, setNotice] = useState('')
  const sendCode = useAction(consoleApi.sendCode)
  const verify = useAction(consoleApi.verifyCode)
  const id = useId()

  const requestCode = async (event?: FormEvent) => {
    event?.preventDefault()
    const address = (sentTo ?? email).trim()
    if (await sendCode.run(address)) {
      setSentTo(address)
      setNotice(`We sent a 6-digit code to ${address}.`)
    }
  }

  const submitCode = async (event: FormEvent) => {
    event.preventDefault()
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeHint('Enter the 6 digits from the mail')
      return
    }
    setCodeHint(null)
    const developer = sentTo && (await verify.run(sentTo, code.trim()))
    if (developer) onSignedIn(developer.email)
  }

  return (
    <section className="card card-narrow" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} tabIndex={-1}>
        Sign in to the Portico console
      </h1>
      <p className="hint">Manage your projects, allowed origins and API tokens.</p>
      {sentTo === null ? (
        <form onSubmit={requestCode}>
          <div className="field">
            <label htmlFor={`${id}-email`}>E-mail</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={sendCode.error ? true : undefined}
              aria-describedby={sendCode.error ? `${id}-email-error` : undefined}
            />
            <ErrorText error={sendCode.error} id={`${id}-email-error`} />
          </div>
          <button type="submit" className="button button-primary" disabled={sendCode.pending}>
            {sendCode.pending ? 'Sending…' : 'Send code'}
          </button>
        </form>
      ) : (
        <form onSubmit={submitCode}>
          <p className="status" aria-live="polite">
            {notice}
          </p>
          <div className="field">
            <label htmlFor={`${id}-code`}>6-digit code</label>
            <input
              id={`${id}-code`}
              className="input-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              aria-invalid={codeHint || verify.error ? true : undefined}
              aria-describedby={`${id}-code-error`}
            />
            <div id={`${id}-code-error`}>
              {codeHint && (
                <p className="error-text" role="alert">
                  {codeHint}
                </p>
              )}
              <ErrorText error={verify.error} />
              <ErrorText error={sendCode.error} />
            </div>
          </div>
          <div className="actions">
            <button type="submit" className="button button-primary" disabled={verify.pending}>
              {verify.pending ? 'Signing in…' : 'Sign in'}
            </button>
            <button
              type="button"
              className="button"
              disabled={sendCode.pending}
              onClick={() => requestCode()}
            >
              Send a new code
            </button>
            <button
              type="button"
              className="button button-link"
              onClick={() => {
                setSentTo(null)
                setCode('')
                setNotice('')
                verify.clearError()
                sendCode.clearError()
              }}
            >
              Use another e-mail
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
