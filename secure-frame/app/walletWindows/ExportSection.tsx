/**
 * The wallet-security window's export: a warning and an explicit confirmation, then a code
 * mailed to the user, then the keys, shown only inside this frame (origin B) and only after
 * Reveal. Done (or closing the window) drops them from the view.
 */
import { getErrorText } from '@portico/shared'
import { type FormEvent, useId, useRef, useState } from 'react'
import type { FrameApi } from '../api/frameApi.ts'
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
      setStatus('We sent a code to your e-mail.')
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
      setStatus(`${label} copied.`)
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
        ['EVM private key', keys.evmPrivateKey],
        ['Solana secret key', keys.solanaSecretKey],
      ] as const)
    : []

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Export private key</h2>
      <p id={warningId} className="warning">
        Your private key gives full control of this wallet and everything in it. Anyone who sees it
        can take your funds, and nobody can undo that. Only export it to move the wallet somewhere
        you trust, and never share it.
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
            I understand that anyone with this key controls my wallet
          </label>
          <div className="actions">
            <button
              type="button"
              className="secondary"
              disabled={!understood || busy}
              onClick={() => void sendCode()}
            >
              Send code
            </button>
          </div>
        </>
      ) : null}
      {step === 'code' ? (
        <form onSubmit={submitCode} aria-label="Confirm the export">
          <label htmlFor={codeId}>
            Code from the e-mail
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
              Cancel
            </button>
            <button type="submit" className="primary" disabled={busy || !code.trim()}>
              Show keys
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
              {revealed ? 'Hide' : 'Reveal'}
            </button>
            <button ref={doneRef} type="button" className="primary" onClick={done}>
              Done
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
          aria-label={`Copy ${props.label}`}
          onClick={props.onCopy}
        >
          Copy
        </button>
      </div>
    </div>
  )
}
