/**
 * The wallet-security window's recovery part: what is set up, a recovery password (with what it
 * can and cannot protect against) and, where the browser can, a recovery passkey.
 */
import { createPorticoError, getErrorText } from '@portico/shared'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { t } from '../i18n/frameI18n.ts'
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
    ? t('recovery.both')
    : recovery.passkey
      ? t('recovery.passkeyOnly')
      : recovery.password
        ? t('recovery.passwordOnly')
        : t('recovery.none')

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
    }, t('recovery.passwordSaved'))
  }

  const addPasskey = () =>
    act(async () => {
      const made = await passkeys.create({ name: deps.state.user?.email ?? view.evmAddress })
      return deps.wallet.setRecoveryPasskey(deps.token(), made)
    }, t('recovery.passkeySaved'))

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('recovery.heading')}</h2>
      <p>{describe(view)}</p>
      <form onSubmit={submitPassword} aria-label={t('recovery.passwordForm')}>
        <p id={hintId} className="muted">
          {t('recovery.passwordHint', { n: MIN_RECOVERY_PASSWORD_LENGTH })}
        </p>
        <label htmlFor={firstId}>
          {view.recovery.password ? t('recovery.newPassword') : t('recovery.password')}
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
          {t('recovery.repeat')}
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
            {view.recovery.password ? t('recovery.change') : t('recovery.set')}
          </button>
        </div>
      </form>
      {prfSupported ? (
        <div className="actions">
          <button type="button" className="secondary" disabled={busy} onClick={addPasskey}>
            {view.recovery.passkey ? t('recovery.replacePasskey') : t('recovery.addPasskey')}
          </button>
        </div>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      <p role="status">{done}</p>
    </section>
  )
}
