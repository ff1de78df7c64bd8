/**
 * The wallet-security window's export: a warning and an explicit confirmation, then a code
 * mailed to the user, then the keys, shown only inside this frame (origin B) and only after
 * Reveal. Done (or closing the window) drops them from the view.
 */
import { getErrorText } from '@portico/shared'
import { type FormEvent, useId, useRef, useState } from 'react'
import type { FrameApi } from '../api/frameApi.ts'
import { t } from '../i18n/frameI18n.ts'
import type { WalletWorkerApi } from '../wallet/walletWorkerApi.ts'
import { exportStartResponse } from './walletSettingsSchemas.ts'

export interface ExportSectionProps {
  api: FrameApi
  wallet: Pick<WalletWorkerApi, 'exportKeys'>
  token(): string
  /** navigator.clipboard by default. */
  clipboard?: Pick<Clipboard, 'writeText'>
}

type ExportedKeys = Awaited<ReturnType<WalletWorkerApi['exportKeys']>>

export function ExportSection({ api, wallet, token, clipboard }: ExportSectionProps) {
  const headingId = useId()
  const checkId = useId()
  const codeId = useId()
  const warningId = useId()
  const [understood, setUnderstood] = useState(false)
  const [step, setStep] = useState<'confirm' | 'code' | 'keys'>('confirm')
  const [code, setCode] = useState('')
  const [keys, setKeys] = useState<ExportedKeys>()
  const [revealed, setRevealed] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const [status, setStatus] = useState('')
  const codeRef = useRef<HTMLInputElement>(null)
  const doneRef = useRef<HTMLButtonElement>(null)

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true)
    setError(undefined)
    try {
      await work()
    } catch (failure) {
      setError(getErrorText(failure))
    } finally {
      setBusy(false)
    }
  }

  const sendCode = () =>
    attempt(async () => {
      await api.post(
        '/api/wallet/export/start',
        {},
        { token: token(), schema: exportStartResponse },
      )
      setStep('code')
      setStatus(t('export.codeSent'))
      setTimeout(() => codeRef.current?.focus(), 0)
    })

  const submitCode = (event: FormEvent) => {
    event.preventDefault()
    const otp = code.trim()
    if (!otp) return
    void attempt(async () => {
      setKeys(await wallet.exportKeys(token(), otp))
      setCode('')
      setStep('keys')
      setStatus('')
      setTimeout(() => doneRef.current?.focus(), 0)
    })
  }

  const copy = (label: string, value: string) =>
    attempt(async () => {
      await (clipboard ?? navigator.clipboard).writeText(value)
      setStatus(t('export.copied', { label }))
    })

  const done = () => {
    setKeys(undefined)
    setRevealed(false)
    setUnderstood(false)
    setStep('confirm')
    setStatus('')
    setError(undefined)
  }

  const keyFields = keys
    ? ([
        [t('export.evmKey'), keys.evmPrivateKey],
        [t('export.solanaKey'), keys.solanaSecretKey],
      ] as const)
    : []

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('export.heading')}</h2>
      <p id={warningId} className="warning">
        {t('export.warning')}
      </p>
      {step === 'confirm' ? (
        <>
          <label className="check" htmlFor={checkId}>
            <input
              id={checkId}
              type="checkbox"
              checked={understood}
              aria-describedby={warningId}
              onChange={(event) => setUnderstood(event.target.checked)}
            />
            {t('export.understand')}
          </label>
          <div className="actions">
            <button
              type="button"
              className="secondary"
              disabled={!understood || busy}
              onClick={() => void sendCode()}
            >
              {t('export.sendCode')}
            </button>
          </div>
        </>
      ) : null}
      {step === 'code' ? (
        <form onSubmit={submitCode} aria-label={t('export.confirmForm')}>
          <label htmlFor={codeId}>
            {t('export.codeLabel')}
            <input
              ref={codeRef}
              id={codeId}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              disabled={busy}
              onChange={(event) => setCode(event.target.value)}
            />
          </label>
          <div className="actions">
            <button type="button" className="secondary" disabled={busy} onClick={done}>
              {t('wallet.cancel')}
            </button>
            <button type="submit" className="primary" disabled={busy || !code.trim()}>
              {t('export.showKeys')}
            </button>
          </div>
        </form>
      ) : null}
      {step === 'keys' ? (
        <>
          {keyFields.map(([label, value]) => (
            <KeyField
              key={label}
              label={label}
              value={value}
              revealed={revealed}
              onCopy={() => void copy(label, value)}
            />
          ))}
          <div className="actions">
            <button
              type="button"
              className="secondary"
              aria-pressed={revealed}
              onClick={() => setRevealed((shown) => !shown)}
            >
              {revealed ? t('export.hide') : t('export.reveal')}
            </button>
            <button ref={doneRef} type="button" className="primary" onClick={done}>
              {t('export.done')}
            </button>
          </div>
        </>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      <p role="status">{status}</p>
    </section>
  )
}

function KeyField(props: { label: string; value: string; revealed: boolean; onCopy(): void }) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id}>{props.label}</label>
      <div className="row">
        <input
          id={id}
          type="text"
          readOnly
          spellCheck={false}
          autoComplete="off"
          // Hidden: the key is not in the page at all until Reveal.
          value={props.revealed ? props.value : '•'.repeat(24)}
        />
        <button
          type="button"
          className="secondary"
          aria-label={t('export.copyLabel', { label: props.label })}
          onClick={props.onCopy}
        >
          {t('export.copy')}
        </button>
      </div>
    </div>
  )
}
