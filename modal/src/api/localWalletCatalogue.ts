/**
 * A local copy of the wallet catalogue, in the shape of the cloud's /getWallets, used until the
 * modal reads the catalogue from the cloud API. Real wallets first, then generated entries that
 * make the list long enough to exercise paging, search and virtualization.
 */
import type { CatalogueWallet, GetWalletsQuery, GetWalletsResult } from './walletCatalogueTypes.ts'

const EVM = 'eip155:1'
const SOL = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const DOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const BTC = 'bip122:000000000019d6689c085ae165831e93'

type Row = [id: string, name: string, rdns: string, chains: string[], mobile?: string]

const real: Row[] = [
  ['metamask', 'MetaMask', 'io.metamask', [EVM], 'metamask://'],
  ['trust', 'Trust Wallet', 'com.trustwallet.app', [EVM, SOL, BTC], 'trust://'],
  ['coinbase', 'Coinbase Wallet', 'com.coinbase.wallet', [EVM, SOL], 'cbwallet://'],
  ['okx', 'OKX Wallet', 'com.okex.wallet', [EVM, SOL, BTC], 'okex://main'],
  ['rainbow', 'Rainbow', 'me.rainbow', [EVM], 'rainbow://'],
  ['phantom', 'Phantom', 'app.phantom', [EVM, SOL, BTC], 'phantom://'],
  ['uniswap', 'Uniswap Wallet', 'org.uniswap.app', [EVM], 'uniswap://'],
  ['zerion', 'Zerion', 'io.zerion.wallet', [EVM, SOL], 'zerion://'],
  ['rabby', 'Rabby Wallet', 'io.rabby', [EVM]],
  ['ledger', 'Ledger Live', 'com.ledger', [EVM, SOL, BTC, DOT], 'ledgerlive://'],
  ['safe', 'Safe', 'safe.global', [EVM]],
  [
    'binance',
    'Binance Wallet',
    'com.binance.wallet',
    [EVM, SOL, BTC],
    'bnc://app.binance.com/cedefi/',
  ],
  ['bitget', 'Bitget Wallet', 'com.bitget.web3', [EVM, SOL, BTC], 'bitkeep://'],
  ['exodus', 'Exodus', 'com.exodus.web3-wallet', [EVM, SOL, BTC], 'exodus://'],
  ['argent', 'Argent', 'xyz.argent', [EVM], 'argent://app/'],
  ['imtoken', 'imToken', 'token.im', [EVM, BTC], 'imtokenv2://'],
  ['tokenpocket', 'TokenPocket', 'pro.tokenpocket', [EVM, SOL, DOT], 'tpoutside://'],
  ['safepal', 'SafePal', 'app.safepal', [EVM, SOL, BTC], 'safepalwallet://'],
  ['frame', 'Frame', 'sh.frame', [EVM]],
  ['brave', 'Brave Wallet', 'com.brave.wallet', [EVM, SOL]],
  ['cryptocom', 'Crypto.com Onchain', 'com.crypto.wallet', [EVM], 'dfw://'],
  ['oneinch', '1inch Wallet', 'io.1inch.wallet', [EVM], '1inch://'],
  ['backpack', 'Backpack', 'app.backpack', [EVM, SOL]],
  ['solflare', 'Solflare', 'com.solflare', [SOL], 'solflare://'],
  ['talisman', 'Talisman', 'xyz.talisman', [EVM, DOT]],
  ['subwallet', 'SubWallet', 'app.subwallet', [EVM, DOT, BTC], 'subwallet://'],
  ['nova', 'Nova Wallet', 'io.novawallet', [EVM, DOT], 'novawallet://'],
  ['polkadotjs', 'polkadot{.js}', 'io.parity.polkadotjs', [DOT]],
  ['xverse', 'Xverse', 'com.xverse', [BTC], 'xverse://'],
  ['leather', 'Leather', 'io.leather', [BTC]],
  ['unisat', 'UniSat Wallet', 'io.unisat', [BTC]],
  ['keplr', 'Keplr', 'app.keplr', [EVM], 'keplrwallet://'],
  ['enkrypt', 'Enkrypt', 'com.enkrypt', [EVM, DOT, BTC]],
  ['taho', 'Taho', 'xyz.taho', [EVM]],
  ['kraken', 'Kraken Wallet', 'com.kraken.wallet', [EVM, SOL, BTC], 'krakenwallet://'],
  ['ambire', 'Ambire Wallet', 'com.ambire', [EVM], 'ambire://'],
  ['family', 'Family', 'co.family.wallet', [EVM], 'familywallet://'],
  ['magiceden', 'Magic Eden Wallet', 'io.magiceden.wallet', [EVM, SOL, BTC], 'magiceden://'],
  ['bybit', 'Bybit Wallet', 'com.bybit', [EVM, SOL, BTC], 'bybitapp://'],
  ['gate', 'Gate Wallet', 'io.gate.wallet', [EVM, SOL, BTC], 'gtweb3wallet://'],
]

function build(): CatalogueWallet[] {
  const wallets: CatalogueWallet[] = real.map(([id, name, rdns, chains, mobile]) => ({
    id,
    name,
    rdns,
    chains,
    ...(mobile ? { mobile_link: mobile } : {}),
  }))
  // Generated entries: deterministic, clearly named, across the chain families.
  const families = [[EVM], [EVM, SOL], [SOL], [EVM, DOT], [BTC], [EVM, BTC]]
  for (let i = 1; wallets.length < 600; i++) {
    const n = String(i).padStart(3, '0')
    wallets.push({
      id: `generated-${n}`,
      name: `Generated Wallet ${n}`,
      chains: families[i % families.length] ?? [EVM],
    })
  }
  return wallets
}

const catalogue = build()

/** Answers a /getWallets query from the local catalogue. */
export function queryLocalWallets(query: GetWalletsQuery): GetWalletsResult {
  const search = query.search?.trim().toLowerCase()
  const include = query.include?.length ? new Set(query.include) : undefined
  const exclude = new Set(query.exclude ?? [])
  const chains = query.chains?.length ? new Set(query.chains) : undefined
  const matches = catalogue.filter(
    (w) =>
      (!include || include.has(w.id)) &&
      !exclude.has(w.id) &&
      (!chains ||
        (w.chains ?? []).some((c) => chains.has(c) || chains.has(c.split(':')[0] ?? ''))) &&
      (!search || w.name.toLowerCase().includes(search)),
  )
  const start = (Math.max(1, query.page) - 1) * query.entries
  return { data: matches.slice(start, start + query.entries), count: matches.length }
}
