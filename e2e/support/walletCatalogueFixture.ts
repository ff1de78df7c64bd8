/**
 * The e2e cloud's wallet catalogue: a test-sized registry in WalletConnect Explorer's
 * /getWallets shape, written before the stack starts and imported by the cloud
 * (PORTICO_CLOUD_CATALOGUE_FILE), so paging, search and virtualization are tested on it rather
 * than on padding in the product. MetaMask and Rainbow (real, for the specs that name them)
 * come first; entry n after them is "Fixture Wallet nnn", n its 1-based place in the file.
 */
import { writeFileSync } from 'node:fs'

/** Wallets in the file; the modal shows one more, the devnet's demo wallet, first. */
export const E2E_CATALOGUE_SIZE = 120

const EVM = 'eip155:1'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

export function writeE2eCatalogue(path: string): void {
  const data: Record<string, unknown>[] = [
    {
      id: 'metamask',
      name: 'MetaMask',
      image_id: 'metamask',
      rdns: 'io.metamask',
      chains: [EVM],
      mobile_link: 'metamask://',
    },
    {
      id: 'rainbow',
      name: 'Rainbow',
      image_id: 'rainbow',
      rdns: 'me.rainbow',
      chains: [EVM],
      mobile_link: 'rainbow://',
    },
  ]
  for (let n = data.length + 1; n <= E2E_CATALOGUE_SIZE; n++) {
    const nnn = String(n).padStart(3, '0')
    data.push({
      id: `fixture-${nnn}`,
      name: `Fixture Wallet ${nnn}`,
      image_id: `fixture-${nnn}`,
      rdns: null,
      chains: n % 2 ? [EVM] : [EVM, SOLANA],
      mobile_link: `fixture${nnn}://`,
      desktop_link: null,
      webapp_link: null,
    })
  }
  writeFileSync(path, JSON.stringify({ count: data.length, data }))
}
