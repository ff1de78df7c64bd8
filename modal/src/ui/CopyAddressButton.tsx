/** Copies an address (the core shows 'Address copied' or the failure); a tick once copied. */
import { useState } from 'react'
import { useAppDispatch } from '../store/hooks.ts'
import { copyToClipboard } from '../store/snackbarThunks.ts'
import { CheckIcon } from './icons/CheckIcon.tsx'
import { CopyIcon } from './icons/CopyIcon.tsx'

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
      {copied ? <CheckIcon /> : <CopyIcon />}
    </button>
  )
}
