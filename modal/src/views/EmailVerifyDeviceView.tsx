/** EmailVerifyDevice: a new device must be approved from the link in the mail first. */
import { useState } from 'react'
import { connectEmail } from '../connectors/auth/authThunks.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { Spinner } from '../ui/Spinner.tsx'

export function EmailVerifyDeviceView() {
  const dispatch = useAppDispatch()
  const email = useAppSelector((s) => s.router.data?.email) ?? ''
  const [message, setMessage] = useState('')
  return (
    <div className="portico-body">
      <div className="portico-center">
        <p className="portico-address">Register this device to continue</p>
        <p className="portico-muted">
          Approve the login link we sent to <strong>{email}</strong>
        </p>
        <Spinner label="Waiting for the approval" />
        <button
          type="button"
          className="portico-button portico-button-secondary"
          onClick={async () => {
            setMessage('')
            try {
              await dispatch(connectEmail(email))
            } catch (e) {
              setMessage(e instanceof Error ? e.message : String(e))
            }
          }}
        >
          Resend link
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
