/** EmailVerifyDevice: a new device must be approved from the link in the mail first. */
import { Trans } from '@lingui/react'
import { useState } from 'react'
import { connectEmail } from '../connectors/auth/authThunks.ts'
import { useModalI18n } from '../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { Spinner } from '../ui/Spinner.tsx'

export function EmailVerifyDeviceView() {
  const dispatch = useAppDispatch()
  const { t, errorText } = useModalI18n()
  const email = useAppSelector((s) => s.router.data?.email) ?? ''
  const [message, setMessage] = useState('')
  return (
    <div className="portico-body">
      <div className="portico-center">
        <p className="portico-address">{t('device.title')}</p>
        <p className="portico-muted">
          <Trans id="device.approve" values={{ email }} components={{ 0: <strong /> }} />
        </p>
        <Spinner label={t('device.waiting')} />
        <button
          type="button"
          className="portico-button portico-button-secondary"
          onClick={async () => {
            setMessage('')
            try {
              await dispatch(connectEmail(email))
            } catch (e) {
              setMessage(errorText(e instanceof Error ? e.message : String(e)))
            }
          }}
        >
          {t('device.resend')}
        </button>
        {message && (
          <p className="portico-error-text" role="alert">
            {message}
          </p>
        )}
      </div>
    </div>
  )
}
