/**
 * The real wallets the catalogue ships, most used first: id, name, EIP-6963 rdns, CAIP-2 chains,
 * the links that open each one (mobile and desktop deep links, web app URLs) and its logo.
 * Only wallets with a logo in a maintained icon library are listed (the logo key names it:
 * @web3icons' wallet, exchange or token logo of the same brand, or simple-icons'). Names and logo
 * keys follow @web3icons/common's wallet metadata; rdns, chains and links are the former list's,
 * checked against other kits' wallet lists where they differed (imToken and Coin98 announce
 * `im.token` and `com.coin98`; 1inch opens `oneinch://`; Safe injects nothing, so no rdns). A
 * deployment that wants the full registry imports it (cloud/README.md, "Wallet catalogue").
 * Real wallets without a library logo (Talisman, Xverse, Leather, OneKey…) are not shipped: the
 * drawn monogram is only the fallback for an imported wallet.
 */

export const EVM = 'eip155:1'
export const SOL = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const DOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
export const BTC = 'bip122:000000000019d6689c085ae165831e93'

export interface RealWallet {
  id: string
  name: string
  rdns: string | null
  chains: string[]
  /** Its logo (icons/libraryIcons.ts). */
  icon: string
  mobile?: string
  desktop?: string
  webapp?: string
}

type Row = [
  id: string,
  name: string,
  rdns: string | null,
  icon: string,
  chains: string[],
  links?: { mobile?: string; desktop?: string; webapp?: string },
]

/** Logo keys: @web3icons wallet, exchange and token logos, simple-icons brands. */
const W = (id: string) => `web3icons:wallet:${id}`
const X = (id: string) => `web3icons:exchange:${id}`
const T = (symbol: string) => `web3icons:token:${symbol}`
const SI = (slug: string) => `simple-icons:${slug}`

const rows: Row[] = [
  ['metamask', 'MetaMask', 'io.metamask', W('metamask'), [EVM], { mobile: 'metamask://' }],
  [
    'trust',
    'Trust Wallet',
    'com.trustwallet.app',
    W('trust'),
    [EVM, SOL, BTC],
    { mobile: 'trust://' },
  ],
  [
    'coinbase',
    'Coinbase Wallet',
    'com.coinbase.wallet',
    W('coinbase'),
    [EVM, SOL],
    { mobile: 'cbwallet://', webapp: 'https://keys.coinbase.com' },
  ],
  ['okx', 'OKX Wallet', 'com.okex.wallet', W('okx'), [EVM, SOL, BTC], { mobile: 'okex://main' }],
  ['rainbow', 'Rainbow', 'me.rainbow', W('rainbow'), [EVM], { mobile: 'rainbow://' }],
  ['phantom', 'Phantom', 'app.phantom', W('phantom'), [EVM, SOL, BTC], { mobile: 'phantom://' }],
  ['uniswap', 'Uniswap Wallet', 'org.uniswap.app', X('uniswap'), [EVM], { mobile: 'uniswap://' }],
  ['zerion', 'Zerion', 'io.zerion.wallet', W('zerion'), [EVM, SOL], { mobile: 'zerion://' }],
  ['rabby', 'Rabby Wallet', 'io.rabby', W('rabby'), [EVM]],
  [
    'ledger',
    'Ledger Live',
    'com.ledger',
    W('ledger'),
    [EVM, SOL, BTC, DOT],
    { mobile: 'ledgerlive://', desktop: 'ledgerlive://' },
  ],
  ['safe', 'Safe', null, W('safe'), [EVM], { webapp: 'https://app.safe.global' }],
  [
    'binance',
    'Binance Wallet',
    'com.binance.wallet',
    X('binance'),
    [EVM, SOL, BTC],
    { mobile: 'bnc://app.binance.com/cedefi/' },
  ],
  [
    'bitget',
    'Bitget Wallet',
    'com.bitget.web3',
    X('bitget'),
    [EVM, SOL, BTC],
    { mobile: 'bitkeep://' },
  ],
  [
    'exodus',
    'Exodus',
    'com.exodus.web3-wallet',
    W('exodus'),
    [EVM, SOL, BTC],
    { mobile: 'exodus://', desktop: 'exodus://' },
  ],
  ['argent', 'Argent', 'xyz.argent', W('argent'), [EVM], { mobile: 'argent://app/' }],
  ['imtoken', 'imToken', 'im.token', W('imtoken'), [EVM, BTC], { mobile: 'imtokenv2://' }],
  [
    'tokenpocket',
    'TokenPocket',
    'pro.tokenpocket',
    W('token-pocket'),
    [EVM, SOL, DOT],
    { mobile: 'tpoutside://' },
  ],
  ['safepal', 'SafePal', 'app.safepal', T('SFP'), [EVM, SOL, BTC], { mobile: 'safepalwallet://' }],
  ['brave', 'Brave Wallet', 'com.brave.wallet', SI('brave'), [EVM, SOL]],
  [
    'cryptocom',
    'Crypto.com Onchain',
    'com.crypto.wallet',
    X('crypto-com'),
    [EVM],
    { mobile: 'dfw://' },
  ],
  ['oneinch', '1inch Wallet', 'io.1inch.wallet', X('1inch'), [EVM], { mobile: 'oneinch://' }],
  ['backpack', 'Backpack', 'app.backpack', W('backpack'), [EVM, SOL]],
  ['solflare', 'Solflare', 'com.solflare', W('solflare'), [SOL], { mobile: 'solflare://' }],
  ['keplr', 'Keplr', 'app.keplr', W('keplr'), [EVM], { mobile: 'keplrwallet://' }],
  ['enkrypt', 'Enkrypt', 'com.enkrypt', W('enkrypt'), [EVM, DOT, BTC]],
  [
    'kraken',
    'Kraken Wallet',
    'com.kraken.wallet',
    W('kraken'),
    [EVM, SOL, BTC],
    { mobile: 'krakenwallet://' },
  ],
  [
    'ambire',
    'Ambire Wallet',
    'com.ambire',
    W('ambire'),
    [EVM],
    { mobile: 'ambire://', webapp: 'https://wallet.ambire.com' },
  ],
  ['bybit', 'Bybit Wallet', 'com.bybit', X('bybit'), [EVM, SOL, BTC], { mobile: 'bybitapp://' }],
  [
    'gate',
    'Gate Wallet',
    'io.gate.wallet',
    X('gate-io'),
    [EVM, SOL, BTC],
    { mobile: 'gtweb3wallet://' },
  ],
  [
    'trezor',
    'Trezor Suite',
    'io.trezor',
    W('trezor'),
    [EVM, SOL, BTC],
    { desktop: 'trezorsuite://', webapp: 'https://suite.trezor.io/web/' },
  ],
  ['coin98', 'Coin98 Super Wallet', 'com.coin98', W('coin98'), [EVM, SOL], { mobile: 'coin98://' }],
  [
    'ronin',
    'Ronin Wallet',
    'com.roninchain.wallet',
    W('ronin'),
    [EVM],
    { mobile: 'roninwallet://' },
  ],
  ['zengo', 'ZenGo', 'com.zengo.wallet', W('zengo'), [EVM, BTC], { mobile: 'zengo://' }],
  [
    'atomic',
    'Atomic Wallet',
    'io.atomicwallet',
    W('atomic'),
    [EVM, SOL, BTC],
    { mobile: 'atomicwallet://' },
  ],
  [
    'status',
    'Status',
    'im.status',
    T('SNT'),
    [EVM],
    { mobile: 'status-app://', desktop: 'status-app://' },
  ],
  [
    'blockchaincom',
    'Blockchain.com Wallet',
    'com.blockchain',
    SI('blockchaindotcom'),
    [EVM, BTC],
    { mobile: 'blockchain-wallet://', webapp: 'https://login.blockchain.com' },
  ],
  [
    'mathwallet',
    'MathWallet',
    'org.mathwallet',
    T('MATH'),
    [EVM, SOL, DOT, BTC],
    { mobile: 'mathwallet://' },
  ],
  [
    'alphawallet',
    'AlphaWallet',
    'com.alphawallet',
    W('alpha-wallet'),
    [EVM],
    { mobile: 'awallet://' },
  ],
  // From @web3icons' wallet list, beyond the former local copy.
  [
    'myetherwallet',
    'MyEtherWallet',
    null,
    W('my-ether-wallet'),
    [EVM],
    { webapp: 'https://www.myetherwallet.com' },
  ],
  ['sequence', 'Sequence', null, W('sequence'), [EVM], { webapp: 'https://sequence.app' }],
  ['bluewallet', 'BlueWallet', null, W('blue'), [BTC], { mobile: 'bluewallet://' }],
  ['squads', 'Squads', null, W('squads'), [SOL], { webapp: 'https://app.squads.so' }],
]

export const realWallets: readonly RealWallet[] = rows.map(
  ([id, name, rdns, icon, chains, links]) => ({ id, name, rdns, icon, chains, ...links }),
)
