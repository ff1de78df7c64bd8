/** The wallet's own addresses, one per chain family. */
import type { WalletAddresses } from '../walletconnect/walletNamespaces.ts'

const FAMILIES: { key: keyof WalletAddresses; label: string; testId: string }[] = [
  { key: 'evm', label: 'EVM', testId: 'wallet-address-eip155' },
  { key: 'solana', label: 'Solana', testId: 'wallet-address-solana' },
  { key: 'polkadot', label: 'Polkadot', testId: 'wallet-address-polkadot' },
  { key: 'bitcoin', label: 'Bitcoin', testId: 'wallet-address-bip122' },
]

export function AccountList({ index, addresses }: { index: number; addresses: WalletAddresses }) {
  return (
    <section aria-labelledby="accounts-title">
      <h2 id="accounts-title">Accounts (index {index})</h2>
      <dl>
        {FAMILIES.map(({ key, label, testId }) => (
          <div key={key} className="pair">
            <dt>{label}</dt>
            <dd data-testid={testId}>{addresses[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
