/** Paste a dapp's `wc:` URI and pair. A bad URI leaves the field as typed. */
import { type FormEvent, useState } from 'react'

export function PairForm({
  disabled,
  pairing,
  onPair,
}: {
  disabled: boolean
  pairing: boolean
  onPair: (uri: string) => Promise<boolean>
}) {
  const [uri, setUri] = useState('')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (await onPair(uri)) setUri('')
  }
  return (
    <section aria-labelledby="pair-title">
      <h2 id="pair-title">Pair with a dapp</h2>
      <form className="row" onSubmit={submit}>
        <label className="grow">
          <span className="sr-only">WalletConnect URI</span>
          <input
            data-testid="wallet-uri-input"
            value={uri}
            onChange={(e) => setUri(e.target.value)}
            placeholder="wc:…@2?relay-protocol=irn&symKey=…"
            autoComplete="off"
            spellCheck={false}
          />
        </label>
        <button type="submit" data-testid="wallet-pair" disabled={disabled || pairing}>
          {pairing ? 'Pairing…' : 'Pair'}
        </button>
      </form>
    </section>
  )
}
