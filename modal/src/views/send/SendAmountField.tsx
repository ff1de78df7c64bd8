/** WalletSend's amount: the input, the token button, the USD value, the balance and Max. */
import { selectSend, setSendTokenAmount } from '../../features/send/sendSlice.ts'
import { setMaxSendAmount } from '../../features/send/sendThunks.ts'
import { useModalI18n } from '../../i18n/useModalI18n.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { pushView } from '../../store/routerSlice.ts'
import { AmountBox } from '../../ui/AmountBox.tsx'
import { TokenIcon } from '../../ui/TokenIcon.tsx'
import { usdValueOf } from './sendDisplay.ts'

/** `onMax`: what Max does for another chain family (the EVM send's by default). */
export function SendAmountField({ invalid, onMax }: { invalid: boolean; onMax?: () => void }) {
  const dispatch = useAppDispatch()
  const format = useModalI18n()
  const { t } = format
  const { token, sendTokenAmount } = useAppSelector(selectSend)
  return (
    <AmountBox
      label={t('send.amount')}
      value={sendTokenAmount ?? ''}
      onChange={(text) => dispatch(setSendTokenAmount(text))}
      inputTestId="send-amount-input"
      invalid={invalid}
      picker={{
        testId: 'send-select-token',
        content: token ? (
          <>
            <TokenIcon name={token.symbol} src={token.iconUrl} size={20} />
            {token.symbol}
          </>
        ) : (
          t('send.selectToken')
        ),
        onClick: () => dispatch(pushView('WalletSendSelectToken')),
      }}
    >
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
            onClick={() => (onMax ? onMax() : dispatch(setMaxSendAmount()))}
          >
            {t('send.max')}
          </button>
        </div>
      )}
    </AmountBox>
  )
}
