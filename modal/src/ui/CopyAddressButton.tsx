/** Copies an address (the snackbar says so, or that it failed); a tick once copied. */
import { useState } from 'react'
import { useModalI18n } from '../i18n/useModalI18n.ts'
import { useAppDispatch } from '../store/hooks.ts'
import { copyToClipboard } from '../store/snackbarThunks.ts'
import { CheckIcon } from './icons/CheckIcon.tsx'
import { CopyIcon } from './icons/CopyIcon.tsx'

export function CopyAddressButton({ address, testId }: { address: string; testId?: string }) {
  const dispatch = useAppDispatch()
  const { t } = useModalI18n()
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      className="portico-icon-button"
      aria-label={copied ? t('common.addressCopied') : t('common.copyAddress')}
      data-testid={testId}
      onClick={async () => {
        await dispatch(copyToClipboard(address, t('common.addressCopied')))
        setCopied(true)
      }}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
    </button>
  )
}
