/** Copies a value to the clipboard and says so (for screen readers too). */
import { useState } from 'react'

export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setState('copied')
    } catch {
      setState('failed')
    }
    setTimeout(() => setState('idle'), 2000)
  }
  const status = state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : ''
  return (
    <>
      <button type="button" className="button button-small" onClick={copy} aria-label={label}>
        {status || 'Copy'}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {status}
      </span>
    </>
  )
}
