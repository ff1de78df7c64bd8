/**
 * <ConnectButton/>: "Connect Wallet" when disconnected; the truncated address and balance when
 * connected (a click opens Account). Styled by the host page through its `className`. Its texts
 * and the balance's digits are in the modal's locale (`locale` option, browser, `setLocale`).
 */
import { formatNativeBalance, truncateAddress } from '@portico/shared'
import { buttonText } from '../i18n/buttonTexts.ts'
import { intlLocale } from '../i18n/locales.ts'
import { usePortico } from './PorticoContext.ts'
import { usePorticoState } from './usePorticoState.ts'

export interface ConnectButtonProps {
  /** The dapp's own text for the disconnected button, instead of "Connect Wallet" in the locale. */
  label?: string
  className?: string
}

export function ConnectButton({ label, className }: ConnectButtonProps) {
  const portico = usePortico()
  const { account, locale } = usePorticoState()
  if (account.isConnected && account.address) {
    const balance =
      account.balance === undefined
        ? ''
        : formatNativeBalance(account.balance, account.balanceSymbol, intlLocale(locale))
    return (
      <button
        type="button"
        className={className}
        data-portico="account-button"
        onClick={() => portico.open({ view: 'Account' })}
      >
        {balance && <span>{balance} · </span>}
        {truncateAddress(account.address)}
      </button>
    )
  }
  const busy = account.status === 'connecting' || account.status === 'reconnecting'
  return (
    <button
      type="button"
      className={className}
      data-portico="connect-button"
      aria-busy={busy}
      onPointerEnter={portico.preload}
      onFocus={portico.preload}
      onClick={() => portico.open()}
    >
      {busy
        ? buttonText(locale, 'button.connecting')
        : (label ?? buttonText(locale, 'button.connect'))}
    </button>
  )
}
