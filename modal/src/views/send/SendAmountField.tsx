/** WalletSend's amount: the input, the token button, the USD value, the balance and Max. */
import { useId } from 'react'
import { selectSend, setSendTokenAmount } from '../../features/send/sendSlice.ts'
import { setMaxSendAmount } from '../../features/send/sendThunks.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { pushView } from '../../store/routerSlice.ts'
import { ChevronDownIcon } from '../../ui/icons/ChevronDownIcon.tsx'
import { TokenIcon } from '../../ui/TokenIcon.tsx'
import { usdValueOf } from './sendDisplay.ts'

export function SendAmountField({ invalid }: { invalid: boolean }) {
  const dispatch = useAppDispatch()
  const format = useModalI18n()
  const { t } = format
  const { token, sendTokenAmount } = useAppSelector(selectSend)
  const id = useId()
  return (
    <div className="portico-send-box">
      <label htmlFor={id} className="portico-section-title">
        {t('send.amount')}
      </label>
      <div className="portico-row">
        <input
          id={id}
          className="portico-field portico-amount-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          aria-invalid={invalid || undefined}
          data-testid="send-amount-input"
          value={sendTokenAmount ?? ''}
          onChange={(event) => dispatch(setSendTokenAmount(event.target.value))}
        />
        <button
          type="button"
          className="portico-button portico-button-secondary portico-token-select"
          data-testid="send-select-token"
          onClick={() => dispatch(pushView('WalletSendSelectToken'))}
        >
          {token ? <TokenIcon name={token.symbol} src={token.iconUrl} size={20} /> : null}
          {token ? token.symbol : t('send.selectToken')}
          <ChevronDownIcon />
        </button>
      </div>
      {token && (
        <div className="portico-row portico-muted portico-send-meta">
          <span data-testid="send-amount-usd">{usdValueOf(format, sendTokenAmount, token)}</span>
          <span className="portico-grow" data-testid="send-balance">
            {t('send.available', {
              balance: format.tokenBalance(token.quantity.numeric),
              symbol: token.symbol,
            })}
          </span>
          <button
            type="button"
            className="portico-link-button"
            data-testid="send-max"
            onClick={() => dispatch(setMaxSendAmount())}
          >
            {t('send.max')}
          </button>
        </div>
      )}
    </div>
  )
}
