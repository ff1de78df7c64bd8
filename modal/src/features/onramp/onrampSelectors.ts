/**
 * What the on-ramp views read: the currencies buyable on the active network (all of them when
 * none is, as with the built-in options on a chain they do not list), the provider's name of that
 * network, and the purchase as the cloud's calls take it.
 */
import type { OnrampPurchase, OnrampPurchaseCurrency } from '@portico/shared'
import type { RootState } from '../../store/createPorticoStore.ts'
import { selectActiveCaipNetwork } from '../../store/networkSlice.ts'
import { selectOnramp } from './onrampSlice.ts'

const activeChainId = (state: RootState): string | undefined => {
  const network = selectActiveCaipNetwork(state)
  return network?.chainNamespace === 'eip155' ? String(network.id) : undefined
}

/** The purchase currencies offered on the active network, or every one when none is. */
export function selectOnrampCurrencies(state: RootState): OnrampPurchaseCurrency[] {
  const all = selectOnramp(state).options?.purchaseCurrencies ?? []
  const chainId = activeChainId(state)
  const here = all.filter((c) => c.networks.some((n) => n.chain_id === chainId))
  return here.length ? here : all
}

/** The provider's name for the active network under the chosen currency (its first otherwise). */
export function selectOnrampNetworkName(state: RootState): string | undefined {
  const { purchaseCurrency, options } = selectOnramp(state)
  const currency = options?.purchaseCurrencies.find((c) => c.id === purchaseCurrency)
  const chainId = activeChainId(state)
  return (currency?.networks.find((n) => n.chain_id === chainId) ?? currency?.networks[0])?.name
}

/** The purchase as typed, once a currency and network are known. */
export function selectOnrampPurchase(state: RootState): Required<OnrampPurchase> | undefined {
  const { purchaseCurrency, paymentCurrency, paymentMethod, amount } = selectOnramp(state)
  const network = selectOnrampNetworkName(state)
  if (!purchaseCurrency || !network) return undefined
  return { purchaseCurrency, paymentCurrency, paymentMethod, amount: amount.trim(), network }
}

/** The payment method's limits in the chosen fiat currency. */
export function selectOnrampLimits(state: RootState): { min: string; max: string } | undefined {
  const { options, paymentCurrency, paymentMethod } = selectOnramp(state)
  return options?.paymentCurrencies
    .find((c) => c.id === paymentCurrency)
    ?.payment_method_limits.find((l) => l.id === paymentMethod)
}
