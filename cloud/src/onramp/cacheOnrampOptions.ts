/**
 * Keeps a provider's options for a minute: every quote and checkout is checked against them,
 * and they change with the provider's catalogue, not per request. A failed read is not kept.
 */
import type { OnrampOptions } from '@portico/shared'
import type { OnrampProvider } from './onrampProvider.ts'

export const ONRAMP_OPTIONS_TTL_MS = 60_000

export function cacheOnrampOptions(
  provider: OnrampProvider,
  now: () => number = Date.now,
): OnrampProvider {
  let kept: { options: Promise<OnrampOptions>; until: number } | undefined
  let payouts: Promise<string[]> | undefined
  return {
    name: provider.name,
    getQuote: (request) => provider.getQuote(request),
    createCheckout: (request) => provider.createCheckout(request),
    getOrder: (id) => provider.getOrder(id),
    getOptions() {
      if (kept && kept.until > now()) return kept.options
      const options = provider.getOptions()
      kept = { options, until: now() + ONRAMP_OPTIONS_TTL_MS }
      options.catch(() => {
        if (kept?.options === options) kept = undefined
      })
      return options
    },
    payoutAddresses() {
      payouts ??= provider.payoutAddresses()
      payouts.catch(() => {
        payouts = undefined
      })
      return payouts
    },
  }
}
