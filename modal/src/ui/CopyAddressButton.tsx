/** Copies an address (the core shows 'Address copied' or the failure); a tick once copied. */
import { useState } from 'react'
import { useAppDispatch } from '../store/hooks.ts'
import { copyToClipboard } from '../store/snackbarThunks.ts'

export function CopyAddressButton({ address, testId }: { address: string; testId?: string }) {
  const dispatch = useAppDispatch()
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      className="portico-icon-button"
      aria-label={copied ? 'Address copied' : 'Copy address'}
      data-testid={testId}
      onClick={async () => {
        await dispatch(copyToClipboard(address, 'Address copied'))
        setCopied(true)
      }}
    >
      {copied ? '✓' : <CopyIcon />}
    </button>
  )
}

/** Two overlapping sheets, drawn (a font may lack a copy glyph). */
function CopyIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" fill="none">
      <rect x="4.5" y="4.5" width="8" height="8" rx="1.5" stroke="currentColor" />
      <path
        d="M9.5 2.5v-0.5a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h0.5"
        stroke="currentColor"
      />
    </svg>
  )
}
