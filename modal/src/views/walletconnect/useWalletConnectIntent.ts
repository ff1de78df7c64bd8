/**
 * The handlers a row that may pair over WalletConnect spreads on its button: the pointer entering
 * it, or keyboard focus reaching it, dispatches walletConnectIntent (the SDK loads and a pairing is
 * created ahead). Focus counts only when it is keyboard focus (:focus-visible): the dialog's own
 * initial focus on open is no intent.
 */
import type { FocusEvent } from 'react'
import {
  type IntentWallet,
  walletConnectIntent,
} from '../../connectors/walletconnect/walletConnectIntent.ts'
import { useAppDispatch } from '../../store/hooks.ts'

export interface IntentHandlers {
  onPointerEnter(): void
  onFocus(event: FocusEvent<HTMLElement>): void
}

function keyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible')
  } catch {
    return true
  }
}

export function useWalletConnectIntent(): (wallet?: IntentWallet) => IntentHandlers {
  const dispatch = useAppDispatch()
  return (wallet) => ({
    onPointerEnter: () => dispatch(walletConnectIntent(wallet)),
    onFocus: (event) => {
      if (keyboardFocus(event.currentTarget)) dispatch(walletConnectIntent(wallet))
    },
  })
}
