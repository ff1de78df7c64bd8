/**
 * A test-sized wallet registry in WalletConnect Explorer's /getWallets shape, made at test time:
 * paging, search and virtualization are tested on it instead of padding the product. Entry n
 * (1-based) is "Fixture Wallet nnn" (`fixture-nnn`, image `img-nnn`), on EVM, Solana or
 * Bitcoin in turn, with a link; `firsts` (e.g. a real wallet) come before them and count too.
 */
export const FIXTURE_CHAINS = [
  ['eip155:1'],
  ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ['bip122:000000000019d6689c085ae165831e93'],
] as const

export interface RegistryEntry {
  id: string
  name: string
  image_id?: string | null
  rdns?: string | null
  chains?: string[]
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  [field: string]: unknown
}

export function fixtureRegistry(
  total: number,
  firsts: readonly RegistryEntry[] = [],
): { count: number; data: RegistryEntry[] } {
  const data: RegistryEntry[] = [...firsts]
  for (let n = firsts.length + 1; n <= total; n++) {
    const nnn = String(n).padStart(3, '0')
    data.push({
      id: `fixture-${nnn}`,
      name: `Fixture Wallet ${nnn}`,
      image_id: `img-${nnn}`,
      rdns: null,
      chains: [...(FIXTURE_CHAINS[n % FIXTURE_CHAINS.length] ?? FIXTURE_CHAINS[0])],
      mobile_link: `fixture${nnn}://`,
      desktop_link: null,
      webapp_link: '',
      homepage: `https://fixture-${nnn}.example`,
      order: n,
    })
  }
  return { count: data.length, data }
}
