/**
 * The reviewed runtime `dependencies` of each package that ships (issue 16, item 5): why each is
 * there, and, for what is bundled into a page a browser loads, the version that was reviewed.
 * `npm audit` is refused by this machine's registry and no vulnerability database is kept
 * offline (SECURITY.md says why), so the defence is a short, reviewed list: the test beside this
 * file fails when a package.json gains or loses a runtime dependency this table does not list,
 * or when a browser-shipped one moves to another locked version. Add the line in the same change.
 */

export interface ReviewedDependency {
  /** One line: what it does for us. */
  why: string
  /** Bundled into a browser page: the version reviewed (as locked in package-lock.json). */
  browser?: string
}

export type ShippedPackage = 'shared' | 'modal' | 'secure-frame' | 'cloud'

export const runtimeDependencies: Record<ShippedPackage, Record<string, ReviewedDependency>> = {
  shared: {
    zod: { why: 'validation at every boundary (frame messages, HTTP bodies, storage reads)' },
  },
  // A library the dapp bundles: everything it depends on ends up in the host page.
  modal: {
    '@lingui/core': {
      why: 'message catalogues: the UI text in the chosen locale (one locale loaded on demand)',
      browser: '5.9.5',
    },
    '@lingui/react': { why: 're-renders the views when the locale changes', browser: '5.9.5' },
    '@reduxjs/toolkit': {
      why: 'the store: slices, thunks, listener middleware',
      browser: '2.14.0',
    },
    '@walletconnect/universal-provider': {
      why: 'WalletConnect pairing and sessions (loaded on demand)',
      browser: '2.25.0',
    },
    'react-redux': { why: 'the hooks select from the store', browser: '9.3.1' },
    '@polkadot/api': {
      why: 'Polkadot (loaded on demand, only with a configured RPC): the free balance and balances.transferKeepAlive over HTTP (Apache-2.0)',
      browser: '16.5.6',
    },
    '@scure/base': {
      why: 'base58 and base64 for Solana messages, signatures and transactions; SS58 address checks',
      browser: '1.2.6',
    },
    '@scure/btc-signer': {
      why: 'Bitcoin (loaded on demand): address checks per network, UTXO selection and the PSBT of a BTC send',
      browser: '2.4.1',
    },
    '@solana/web3.js': {
      why: 'Solana (loaded on demand): the Connection to the cluster, transaction (de)serialising, sends with SPL instructions, fee and rent reads',
      browser: '1.98.4',
    },
    '@wallet-standard/app': {
      why: 'discovers Wallet Standard (Solana) wallets on the page (loaded on demand)',
      browser: '1.1.1',
    },
    uqr: { why: 'draws the WalletConnect QR code', browser: '0.1.3' },
    zod: { why: 'validates frame replies, API responses and storage reads', browser: '4.6.7' },
  },
  'secure-frame': {
    '@lingui/core': {
      why: 'message catalogues for the approval views, the device page and the e-mails',
      browser: '5.9.5',
    },
    '@electric-sql/pglite': { why: 'embedded PostgreSQL for a single frame server' },
    '@farcaster/auth-client': {
      why: 'Sign In With Farcaster on the frame server: relay channels and message verification',
    },
    '@portico/shared': {
      why: 'protocol, errors, validation (bundled into the frame app)',
      browser: '0.1.0',
    },
    '@noble/curves': {
      why: 'secp256k1 and ed25519 signing with a wipeable key buffer (wallet worker)',
      browser: '1.9.1',
    },
    '@noble/hashes': {
      why: 'scrypt for the recovery password, HKDF for the passkey PRF (wallet worker)',
      browser: '1.8.0',
    },
    '@scure/base': { why: 'base58 for Solana keys and signatures', browser: '1.2.6' },
    comlink: {
      why: 'the frame UI talks to the frame worker (device key, wallet)',
      browser: '4.4.2',
    },
    fastify: { why: 'the frame server' },
    ioredis: { why: 'replay cache and rate limits shared by several instances' },
    jose: {
      why: 'session tokens (server) and device proofs (worker, in the browser)',
      browser: '6.2.17',
    },
    nodemailer: { why: 'sends login codes and approval links' },
    permissionless: {
      why: 'the e-mail wallet as a SimpleAccount v0.8 smart account (loaded on first use, MIT)',
      browser: '0.4.1',
    },
    pg: { why: 'a PostgreSQL server shared by several instances' },
    'rate-limiter-flexible': { why: 'login and code rate limits, in Redis or memory' },
    react: { why: 'the frame app UI (approval views)', browser: '19.3.1' },
    'shamir-secret-sharing': {
      why: "splits the wallet key 2-of-3 (Privy's library, audited by Cure53 and Zellic)",
      browser: '0.0.4',
    },
    'react-dom': { why: 'renders the frame app', browser: '19.3.1' },
    viem: {
      why: 'EVM hashing and transaction serialization (wallet worker), signature checks (server)',
      browser: '2.57.20',
    },
    zod: { why: 'validation of every message and request', browser: '4.6.7' },
  },
  cloud: {
    '@electric-sql/pglite': { why: 'embedded PostgreSQL by default' },
    '@fastify/cookie': { why: "the developers' console session cookie" },
    '@fastify/cors': { why: 'CORS for the allowed origins of each project' },
    '@fastify/rate-limit': { why: 'per-IP limits on public routes' },
    '@portico/shared': {
      why: 'protocol, errors, schemas (bundled into the console)',
      browser: '0.1.0',
    },
    '@scure/base': { why: 'bech32/bech32m and base58 checks of Bitcoin addresses (bip122 routes)' },
    '@solana/web3.js': {
      why: 'Solana JSON-RPC reads (balances, token accounts, parsed history) for solana: chains',
    },
    '@noble/curves': { why: 'ed25519 verification of Solana SIWX signatures' },
    'bip322-js': { why: 'BIP-322 verification of Bitcoin SIWX signatures (MIT, loaded on use)' },
    '@resvg/resvg-js': {
      why: 'draws the logos as PNG for the modal lists (prebuilt resvg binary in the package)',
    },
    '@web3icons/common': {
      why: "the icon library's metadata: which wallet, network and token each logo is",
    },
    '@web3icons/core': { why: 'wallet, network and token logos served by the image routes' },
    fastify: { why: 'the HTTP API' },
    ioredis: { why: 'shared rate-limit counts and caches across instances' },
    nodemailer: { why: "the console's sign-in mails" },
    pg: { why: 'a PostgreSQL server (DATABASE_URL)' },
    'rate-limiter-flexible': { why: 'rate-limit budgets kept in Redis or memory' },
    'simple-icons': { why: 'brand icons of the social login providers (image routes)' },
    react: { why: "the developers' console UI", browser: '19.3.1' },
    'react-dom': { why: "renders the developers' console", browser: '19.3.1' },
    viem: { why: 'reads chains: balances, history, names, the indexer' },
    zod: { why: 'validation of every request and response', browser: '4.6.7' },
  },
}

/** The browser apps built from a package's own sources (the modal ships whole, see above). */
export const browserSources: Partial<Record<ShippedPackage, { app: string; dirs: string[] }>> = {
  'secure-frame': { app: 'frame app', dirs: ['secure-frame/app'] },
  cloud: { app: "developers' console", dirs: ['cloud/console'] },
}
