/**
 * Send BTC (WalletSendBitcoin, a bip122 account's Send): amount in BTC (and its USD value), the
 * receiver's address, the fee rate from the node (slow, medium, fast), then the form's issue as
 * it is typed or, once it can be sent, the network fee in BTC and USD; Send builds the PSBT and
 * the wallet signs and broadcasts it. Its code and texts load with it.
 */
import { useEffect, useId, useState } from 'react'
import { formatUnits } from 'viem'
import {
  checkBitcoinSend,
  parseBtcAmount,
  satsToUsd,
} from '../../../features/send/bitcoin/bitcoinSendIssue.ts'
import {
  type BitcoinSendContext,
  loadBitcoinSend,
  sendBitcoin,
} from '../../../features/send/bitcoin/bitcoinSendThunks.ts'
import { bitcoinCatalog, useFeatureCatalog } from '../../../i18n/featureCatalogs.ts'
import { useModalI18n } from '../../../i18n/useModalI18n.ts'
import { useAppDispatch } from '../../../store/hooks.ts'
import { Spinner } from '../../../ui/Spinner.tsx'

const SPEEDS = ['slow', 'medium', 'fast'] as const
/** The radio group's name (not shown). */
const FEE_GROUP = 'portico-btc-fee'
type Speed = (typeof SPEEDS)[number]

export function WalletSendBitcoinView() {
  const dispatch = useAppDispatch()
  const ready = useFeatureCatalog(bitcoinCatalog)
  const { t, usd } = useModalI18n()
  const [context, setContext] = useState<BitcoinSendContext | 'failed'>()
  const [amountText, setAmountText] = useState('')
  const [receiverText, setReceiverText] = useState('')
  const [speed, setSpeed] = useState<Speed>('medium')
  const [sending, setSending] = useState(false)
  const amountId = useId()
  const receiverId = useId()

  useEffect(() => {
    let live = true
    dispatch(loadBitcoinSend()).then(
      (loaded) => live && setContext(loaded),
      () => live && setContext('failed'),
    )
    return () => {
      live = false
    }
  }, [dispatch])

  if (!ready) return null
  if (!context)
    return (
      <div className="portico-body portico-center">
        <Spinner label={t('bitcoin.send.loading')} />
      </div>
    )
  if (context === 'failed')
    return (
      <div className="portico-body">
        <p className="portico-error-text" role="alert">
          {t('bitcoin.send.unavailable')}
        </p>
      </div>
    )
  const feeRate = context.feeRates[speed]
  const { issue, fee } = checkBitcoinSend({ amountText, receiverText, feeRate, context })
  const amountSats = parseBtcAmount(amountText)
  const amountUsd = amountSats === undefined ? undefined : satsToUsd(amountSats, context.usdPrice)
  const feeUsd = fee === undefined ? undefined : satsToUsd(fee, context.usdPrice)
  const send = () => {
    const amount = parseBtcAmount(amountText)
    if (issue || amount === undefined) return
    setSending(true)
    void dispatch(sendBitcoin({ context, to: receiverText.trim(), amount, feeRate })).finally(() =>
      setSending(false),
    )
  }
  return (
    <div className="portico-body">
      <div className="portico-send-box">
        <label htmlFor={amountId} className="portico-section-title">
          {t('bitcoin.send.amount')}
        </label>
        <input
          id={amountId}
          className="portico-field"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          data-testid="btc-send-amount"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
        />
        {amountUsd !== undefined && (
          <p className="portico-muted" data-testid="btc-send-amount-usd">
            {t('bitcoin.send.amountValue', { usd: usd(amountUsd) })}
          </p>
        )}
        <p className="portico-muted" data-testid="btc-send-available">
          {t('bitcoin.send.available', { amount: formatUnits(context.balance, 8) })}
        </p>
      </div>
      <div className="portico-send-box">
        <label htmlFor={receiverId} className="portico-section-title">
          {t('bitcoin.send.to')}
        </label>
        <input
          id={receiverId}
          className="portico-field"
          placeholder={t('bitcoin.send.receiverPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          data-testid="btc-send-receiver"
          value={receiverText}
          onChange={(event) => setReceiverText(event.target.value)}
        />
      </div>
      <fieldset className="portico-send-box" data-testid="btc-send-fee">
        <legend className="portico-section-title">{t('bitcoin.send.feeRate')}</legend>
        {SPEEDS.map((s) => (
          <label key={s} className="portico-row">
            <input
              type="radio"
              name={FEE_GROUP}
              value={s}
              checked={speed === s}
              onChange={() => setSpeed(s)}
            />
            {t(`bitcoin.send.fee.${s}`, { rate: context.feeRates[s] })}
          </label>
        ))}
      </fieldset>
      {issue && amountText && (
        <p className="portico-error-text" role="alert" data-testid="btc-send-issue">
          {t(`bitcoin.issue.${issue}`)}
        </p>
      )}
      {fee !== undefined && (
        <p className="portico-muted" data-testid="btc-send-network-fee">
          {feeUsd === undefined
            ? t('bitcoin.send.networkFeeNoPrice', { fee: formatUnits(fee, 8) })
            : t('bitcoin.send.networkFee', { fee: formatUnits(fee, 8), usd: usd(feeUsd) })}
        </p>
      )}
      <button
        type="button"
        className="portico-button"
        data-testid="btc-send-confirm"
        disabled={Boolean(issue) || sending}
        onClick={send}
      >
        {sending ? t('bitcoin.send.sending') : t('bitcoin.send.send')}
      </button>
    </div>
  )
}
