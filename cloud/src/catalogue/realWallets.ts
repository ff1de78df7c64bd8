/**
 * The real wallets of the catalogue, most used first: id, name, EIP-6963 rdns, CAIP-2 chains
 * and the links that open each one (mobile and desktop deep links, web app URLs). The first 40
 * keep the ids and order of the modal's former local copy, so the modal switched to this
 * service without a visible change. Icons are drawn by us
 * (icons/drawIcon.ts), never copied.
 */

export const EVM = 'eip155:1'
export const SOL = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const DOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
export const BTC = 'bip122:000000000019d6689c085ae165831e93'

export interface RealWallet {
  id: string
  name: string
  rdns: string
  chains: string[]
  mobile?: string
  desktop?: string
  webapp?: string
}

type Row = [
  id: string,
  name: string,
  rdns: string,
  chains: string[],
  links?: { mobile?: string; desktop?: string; webapp?: string },
]

const rows: Row[] = [
  ['metamask', 'MetaMask', 'io.metamask', [EVM], { mobile: 'metamask://' }],
  ['trust', 'Trust Wallet', 'com.trustwallet.app', [EVM, SOL, BTC], { mobile: 'trust://' }],
  [
    'coinbase',
    'Coinbase Wallet',
    'com.coinbase.wallet',
    [EVM, SOL],
    { mobile: 'cbwallet://', webapp: 'https://keys.coinbase.com' },
  ],
  ['okx', 'OKX Wallet', 'com.okex.wallet', [EVM, SOL, BTC], { mobile: 'okex://main' }],
  ['rainbow', 'Rainbow', 'me.rainbow', [EVM], { mobile: 'rainbow://' }],
  ['phantom', 'Phantom', 'app.phantom', [EVM, SOL, BTC], { mobile: 'phantom://' }],
  ['uniswap', 'Uniswap Wallet', 'org.uniswap.app', [EVM], { mobile: 'uniswap://' }],
  ['zerion', 'Zerion', 'io.zerion.wallet', [EVM, SOL], { mobile: 'zerion://' }],
  ['rabby', 'Rabby Wallet', 'io.rabby', [EVM]],
  [
    'ledger',
    'Ledger Live',
    'com.ledger',
    [EVM, SOL, BTC, DOT],
    { mobile: 'ledgerlive://', desktop: 'ledgerlive://' },
  ],
  ['safe', 'Safe', 'safe.global', [EVM], { webapp: 'https://app.safe.global' }],
  [
    'binance',
    'Binance Wallet',
    'com.binance.wallet',
    [EVM, SOL, BTC],
    { mobile: 'bnc://app.binance.com/cedefi/' },
  ],
  ['bitget', 'Bitget Wallet', 'com.bitget.web3', [EVM, SOL, BTC], { mobile: 'bitkeep://' }],
  [
    'exodus',
    'Exodus',
    'com.exodus.web3-wallet',
    [EVM, SOL, BTC],
    { mobile: 'exodus://', desktop: 'exodus://' },
  ],
  ['argent', 'Argent', 'xyz.argent', [EVM], { mobile: 'argent://app/' }],
  ['imtoken', 'imToken', 'token.im', [EVM, BTC], { mobile: 'imtokenv2://' }],
  ['tokenpocket', 'TokenPocket', 'pro.tokenpocket', [EVM, SOL, DOT], { mobile: 'tpoutside://' }],
  ['safepal', 'SafePal', 'app.safepal', [EVM, SOL, BTC], { mobile: 'safepalwallet://' }],
  ['frame', 'Frame', 'sh.frame', [EVM]],
  ['brave', 'Brave Wallet', 'com.brave.wallet', [EVM, SOL]],
  ['cryptocom', 'Crypto.com Onchain', 'com.crypto.wallet', [EVM], { mobile: 'dfw://' }],
  ['oneinch', '1inch Wallet', 'io.1inch.wallet', [EVM], { mobile: '1inch://' }],
  ['backpack', 'Backpack', 'app.backpack', [EVM, SOL]],
  ['solflare', 'Solflare', 'com.solflare', [SOL], { mobile: 'solflare://' }],
  ['talisman', 'Talisman', 'xyz.talisman', [EVM, DOT]],
  ['subwallet', 'SubWallet', 'app.subwallet', [EVM, DOT, BTC], { mobile: 'subwallet://' }],
  ['nova', 'Nova Wallet', 'io.novawallet', [EVM, DOT], { mobile: 'novawallet://' }],
  ['polkadotjs', 'polkadot{.js}', 'io.parity.polkadotjs', [DOT]],
  ['xverse', 'Xverse', 'com.xverse', [BTC], { mobile: 'xverse://' }],
  ['leather', 'Leather', 'io.leather', [BTC]],
  ['unisat', 'UniSat Wallet', 'io.unisat', [BTC]],
  ['keplr', 'Keplr', 'app.keplr', [EVM], { mobile: 'keplrwallet://' }],
  ['enkrypt', 'Enkrypt', 'com.enkrypt', [EVM, DOT, BTC]],
  ['taho', 'Taho', 'xyz.taho', [EVM]],
  ['kraken', 'Kraken Wallet', 'com.kraken.wallet', [EVM, SOL, BTC], { mobile: 'krakenwallet://' }],
  [
    'ambire',
    'Ambire Wallet',
    'com.ambire',
    [EVM],
    { mobile: 'ambire://', webapp: 'https://wallet.ambire.com' },
  ],
  ['family', 'Family', 'co.family.wallet', [EVM], { mobile: 'familywallet://' }],
  [
    'magiceden',
    'Magic Eden Wallet',
    'io.magiceden.wallet',
    [EVM, SOL, BTC],
    { mobile: 'magiceden://' },
  ],
  ['bybit', 'Bybit Wallet', 'com.bybit', [EVM, SOL, BTC], { mobile: 'bybitapp://' }],
  ['gate', 'Gate Wallet', 'io.gate.wallet', [EVM, SOL, BTC], { mobile: 'gtweb3wallet://' }],
  // Beyond the modal's local copy.
  [
    'onekey',
    'OneKey',
    'so.onekey.app.wallet',
    [EVM, SOL, BTC, DOT],
    { mobile: 'onekey-wallet://', desktop: 'onekey-wallet://' },
  ],
  [
    'trezor',
    'Trezor Suite',
    'io.trezor',
    [EVM, SOL, BTC],
    { desktop: 'trezorsuite://', webapp: 'https://suite.trezor.io/web/' },
  ],
  ['coin98', 'Coin98 Super Wallet', 'coin98.com', [EVM, SOL], { mobile: 'coin98://' }],
  ['core', 'Core', 'app.core.extension', [EVM, BTC], { mobile: 'core://' }],
  ['ronin', 'Ronin Wallet', 'com.roninchain.wallet', [EVM], { mobile: 'roninwallet://' }],
  ['zengo', 'ZenGo', 'com.zengo.wallet', [EVM, BTC], { mobile: 'zengo://' }],
  ['tangem', 'Tangem', 'com.tangem', [EVM, SOL, BTC], { mobile: 'tangem://' }],
  ['bitpay', 'BitPay Wallet', 'com.bitpay', [EVM, BTC], { mobile: 'bitpay://' }],
  ['atomic', 'Atomic Wallet', 'io.atomicwallet', [EVM, SOL, BTC], { mobile: 'atomicwallet://' }],
  ['zeal', 'Zeal', 'app.zeal', [EVM], { mobile: 'zeal://' }],
  [
    'coolwallet',
    'CoolWallet',
    'com.coolbitx.cwsapp',
    [EVM, SOL, BTC, DOT],
    { mobile: 'coolwallet://' },
  ],
  ['keystone', 'Keystone', 'com.keyst', [EVM, SOL, BTC]],
  ['status', 'Status', 'im.status', [EVM], { mobile: 'status-app://', desktop: 'status-app://' }],
  [
    'blockchaincom',
    'Blockchain.com Wallet',
    'com.blockchain',
    [EVM, BTC],
    { mobile: 'blockchain-wallet://', webapp: 'https://login.blockchain.com' },
  ],
  ['mathwallet', 'MathWallet', 'org.mathwallet', [EVM, SOL, DOT, BTC], { mobile: 'mathwallet://' }],
  ['alphawallet', 'AlphaWallet', 'com.alphawallet', [EVM], { mobile: 'awallet://' }],
  ['fireblocks', 'Fireblocks', 'com.fireblocks', [EVM, SOL, BTC], { mobile: 'fireblocks-wc://' }],
]

export const realWallets: readonly RealWallet[] = rows.map(([id, name, rdns, chains, links]) => ({
  id,
  name,
  rdns,
  chains,
  ...links,
}))
