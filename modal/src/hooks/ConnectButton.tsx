/**
 * <ConnectButton/>: "Connect Wallet" when disconnected; the truncated address and balance when
 * connected (a click opens Account). Styled by the host page through its `className`.
 */
import { formatNativeBalance, truncateAddress } from '@portico/shared'
import { usePortico } from './PorticoContext.ts'
import { usePorticoState } from './usePorticoState.ts'

export interface ConnectButtonProps {
  label?: string
  className?: string
}

export function ConnectButton({ label = 'Connect Wallet', className }: ConnectButtonProps) {
  const portico = usePortico()
  const { account } = usePorticoState()
  if (account.isConnected && account.address) {
    const balance =
      account.balance === undefined
        ? ''
        : formatNativeBalance(account.balance, account.balanceSymbol)
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
      {busy ? 'Connecting…' : label}
    </button>
  )
}
