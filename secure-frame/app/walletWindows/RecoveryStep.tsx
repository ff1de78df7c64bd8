/**
 * "Unlock your wallet on this browser": a browser without a key share of the wallet enrols
 * through the recovery share, opened with the user's passkey (its PRF output) or recovery
 * password. Both stay in this frame (origin B) and go only to the wallet worker. Used alone
 * (showRecovery, before a first signature) and as the first step of the wallet-security window.
 */
import { createPorticoError, errorCatalogue, getErrorText } from '@portico/shared'
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { t } from '../i18n/frameI18n.ts'
import type { WalletView } from '../wallet/walletWorkerApi.ts'
import type { PasskeyClient } from './passkeyClient.ts'
import { useFocusOnOpen } from './useFocusOnOpen.ts'
import type { RecoveryDeps } from './walletWindowDeps.ts'

export interface RecoveryStepProps {
  view: WalletView
  deps: RecoveryDeps
  passkeys: PasskeyClient
  onRecovered(view: WalletView): void
  /** Close, Cancel or Escape: the error the caller rejects with. */
  onClose(error: Error): void
}

const notSetUp = errorCatalogue.WALLET_RECOVERY_NOT_SET_UP

export function RecoveryStep({ view, deps, passkeys, onRecovered, onClose }: RecoveryStepProps) {
  const titleId = useId()
  const passwordId = useId()
  const focusRef = useRef<HTMLHeadingElement>(null)
  const [prfSupported, setPrfSupported] = useState(false)
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  useFocusOnOpen(focusRef)

  const passkey = view.recovery.passkey
  useEffect(() => {
    if (!passkey) return
    let live = true
    void passkeys.supported().then((ok) => {
      if (live) setPrfSupported(ok)
    })
    return () => {
      live = false
    }
  }, [passkey, passkeys])

  const hasMethod = Boolean(passkey) || view.recovery.password
  const cancel = () =>
    onClose(
      hasMethod
        ? createPorticoError('USER_REJECTED')
        : createPorticoError('WALLET_RECOVERY_NOT_SET_UP'),
    )
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation()
      cancel()
    }
  }

  const run = async (factor: () => Promise<Parameters<RecoveryDeps['wallet']['recover']>[1]>) => {
    setBusy(true)
    setError(undefined)
    try {
      const recovered = await deps.wallet.recover(deps.token(), await factor())
      setPassword('')
      onRecovered(recovered)
    } catch (failure) {
      setError(getErrorText(failure))
      setBusy(false)
    }
  }
  const submitPassword = (event: FormEvent) => {
    event.preventDefault()
    if (!password) return
    void run(async () => ({ kind: 'password', password }))
  }
  const usePasskey = () => {
    if (!passkey) return
    void run(async () => ({ kind: 'passkey', prfOutput: await passkeys.evaluate(passkey) }))
  }

  return (
    <main className="approval wallet-window" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <header>
        <div>
          <h1 id={titleId} ref={focusRef} tabIndex={-1}>
            {t('unlock.title')}
          </h1>
          <p className="muted">{view.evmAddress}</p>
        </div>
      </header>
      {hasMethod ? (
        <>
          <p>{t('unlock.intro')}</p>
          {passkey && prfSupported ? (
            <div className="actions">
              <button type="button" className="primary" disabled={busy} onClick={usePasskey}>
                {t('unlock.usePasskey')}
              </button>
            </div>
          ) : null}
          {view.recovery.password ? (
            <form onSubmit={submitPassword}>
              <label htmlFor={passwordId}>
                {t('recovery.password')}
                <input
                  id={passwordId}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  disabled={busy}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </label>
              <div className="actions">
                <button type="submit" className="primary" disabled={busy || !password}>
                  {t('unlock.unlock')}
                </button>
              </div>
            </form>
          ) : null}
          {error ? <p role="alert">{error}</p> : null}
          <div className="actions">
            <button type="button" className="secondary" disabled={busy} onClick={cancel}>
              {t('wallet.cancel')}
            </button>
          </div>
        </>
      ) : (
        <>
          <div role="alert">
            <p>
              <strong>{notSetUp.message}</strong>
            </p>
            <p>{notSetUp.longMessage}</p>
          </div>
          <div className="actions">
            <button type="button" className="secondary" onClick={cancel}>
              {t('wallet.close')}
            </button>
          </div>
        </>
      )}
    </main>
  )
}
