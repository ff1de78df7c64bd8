/** WalletSend's receiver: an address or a name, and who it is when the cloud knows. */
import { useId } from 'react'
import { selectSend } from '../../features/send/sendSlice.ts'
import { setSendReceiver } from '../../features/send/sendThunks.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { TokenIcon } from '../../ui/TokenIcon.tsx'

export function SendReceiverField({ invalid }: { invalid: boolean }) {
  const dispatch = useAppDispatch()
  const { t, errorText } = useModalI18n()
  const { receiverAddress, receiverProfileName, receiverProfileImageUrl, receiverError } =
    useAppSelector(selectSend)
  const id = useId()
  return (
    <div className="portico-send-box">
      <label htmlFor={id} className="portico-section-title">
        {t('send.to')}
      </label>
      <input
        id={id}
        className="portico-field"
        placeholder={t('send.receiverPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={invalid || undefined}
        data-testid="send-receiver-input"
        value={receiverAddress ?? ''}
        onChange={(event) => dispatch(setSendReceiver(event.target.value))}
      />
      {receiverProfileName && (
        <div className="portico-row portico-muted" data-testid="send-receiver-profile">
          <TokenIcon name={receiverProfileName} src={receiverProfileImageUrl} size={20} />
          <span>{receiverProfileName}</span>
        </div>
      )}
      {receiverError && (
        <p className="portico-error-text" role="alert" data-testid="send-receiver-error">
          {errorText(receiverError)}
        </p>
      )}
    </div>
  )
}
