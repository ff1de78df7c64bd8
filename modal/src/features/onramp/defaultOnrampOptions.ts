/**
 * The built-in on-ramp options, used when the cloud's GET /v1/onramp/options fails (SPEC §7):
 * ETH and USDC on Ethereum and Base, for USD and EUR within SPEC §9's default limits. The
 * views stay usable; a purchase still needs the cloud to make its checkout.
 */
import {
  ONRAMP_DEFAULT_FIAT_CURRENCIES,
  ONRAMP_DEFAULT_LIMITS,
  type OnrampOptions,
} from '@portico/shared'

const ethereum = { name: 'ethereum', display_name: 'Ethereum', chain_id: '1' }
const base = { name: 'base', display_name: 'Base', chain_id: '8453' }

export const DEFAULT_ONRAMP_OPTIONS: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { ...ethereum, contract_address: '' },
        { ...base, contract_address: '' },
      ],
    },
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        { ...ethereum, contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
        { ...base, contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
      ],
    },
  ],
  paymentCurrencies: ONRAMP_DEFAULT_FIAT_CURRENCIES.map((id) => ({
    id,
    payment_method_limits: ONRAMP_DEFAULT_LIMITS.map((limit) => ({ ...limit })),
  })),
}
