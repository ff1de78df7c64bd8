/**
 * The wallet-security window's recovery part: what is set up, a recovery password (with what it
 * can and cannot protect against) and, where the browser can, a recovery passkey.
 */
import { createPorticoError, getErrorText } from '@portico/shared'
import { type FormEvent, useEffect, useId, useState } from 'react'
import type { WalletView } from '../wallet/walletWorkerApi.ts'
import type { PasskeyClient } from './passkeyClient.ts'
import { MIN_RECOVERY_PASSWORD_LENGTH, type WalletWindowDeps } from './walletWindowDeps.ts'

export interface RecoverySectionProps {
  view: WalletView
  deps: WalletWindowDeps
  passkeys: PasskeyClient
  onChange(view: WalletView): void
}

const describe = ({ recovery }: WalletView) =>
  recovery.passkey && recovery.password
    ? 'A passkey and a recovery password can unlock this wallet on a new browser.'
    : recovery.passkey
      ? 'A passkey can unlock this wallet on a new browser.'
      : recovery.password
        ? 'A recovery password can unlock this wallet on a new browser.'
        : 'No recovery method yet: if this browser loses its data, the wallet is lost. Set one up now.'

export function RecoverySection({ view, deps, passkeys, onChange }: RecoverySectionProps) {
  const headingId = useId()
  const hintId = useId()
  const firstId = useId()
  const secondId = useId()
  const [first, setFirst] = useState('')
  const [second, setSecond] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const [done, setDone] = useState('')
  const [prfSupported, setPrfSupported] = useState(false)

  useEffect(() => {
    let live = true
    void passkeys.supported().then((ok) => {
      if (live) setPrfSupported(ok)
    })
    return () => {
      live = false
    }
  }, [passkeys])

  const act = async (work: () => Promise<WalletView>, saved: string) => {
    setBusy(true)
    setError(undefined)
    setDone('')
    try {
      onChange(await work())
      setDone(saved)
    } catch (failure) {
      setError(getErrorText(failure))
    } finally {
      setBusy(false)
    }
  }

  const submitPassword = (event: FormEvent) => {
    event.preventDefault()
    if (first.length < MIN_RECOVERY_PASSWORD_LENGTH)
      return setError(
        getErrorText(
          createPorticoError('WALLET_RECOVERY_PASSWORD_WEAK', {
            params: { n: MIN_RECOVERY_PASSWORD_LENGTH },
          }),
        ),
      )
    if (first !== second)
      return setError(getErrorText(createPorticoError('WALLET_RECOVERY_PASSWORD_MISMATCH')))
    const password = first
    void act(async () => {
      const next = await deps.wallet.setRecoveryPassword(deps.token(), password)
      setFirst('')
      setSecond('')
      return next
    }, 'Recovery password saved.')
  }

  const addPasskey = () =>
    act(async () => {
      const made = await passkeys.create({ name: deps.state.user?.email ?? view.evmAddress })
      return deps.wallet.setRecoveryPasskey(deps.token(), made)
    }, 'Passkey saved.')

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Recovery</h2>
      <p>{describe(view)}</p>
      <form onSubmit={submitPassword} aria-label="Recovery password">
        <p id={hintId} className="muted">
          At least {MIN_RECOVERY_PASSWORD_LENGTH} characters. It cannot be reset: forget it and it
          cannot unlock the wallet. Anyone holding the server's data can try guesses against it, so
          use a long random password (let a password manager make one).
        </p>
        <label htmlFor={firstId}>
          {view.recovery.password ? 'New recovery password' : 'Recovery password'}
          <input
            id={firstId}
            type="password"
            autoComplete="new-password"
            aria-describedby={hintId}
            value={first}
            disabled={busy}
            onChange={(event) => setFirst(event.target.value)}
          />
        </label>
        <label htmlFor={secondId}>
          Repeat the password
          <input
            id={secondId}
            type="password"
            autoComplete="new-password"
            value={second}
            disabled={busy}
            onChange={(event) => setSecond(event.target.value)}
          />
        </label>
        <div className="actions">
          <button type="submit" className="primary" disabled={busy || !first}>
            {view.recovery.password ? 'Change recovery password' : 'Set recovery password'}
          </button>
        </div>
      </form>
      {prfSupported ? (
        <div className="actions">
          <button type="button" className="secondary" disabled={busy} onClick={addPasskey}>
            {view.recovery.passkey ? 'Replace passkey' : 'Add passkey'}
          </button>
        </div>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      <p role="status">{done}</p>
    </section>
  )
}
