/** The stack configuration every e2e process derives the same way: its own ports and data dir. */
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readStackConfig } from '@portico/devnet'

export const THIRD_ORIGIN_PORT = 15199
/** The example dapp (examples/vite-react, built from the packed package) is served here. */
export const EXAMPLE_PORT = 15176
export const exampleOrigin = `http://localhost:${EXAMPLE_PORT}`
/** The AppKit interop host page (appkitHostServer.ts): AppKit's own client on an allowed origin. */
export const APPKIT_HOST_PORT = 15177
export const appkitHostOrigin = `http://localhost:${APPKIT_HOST_PORT}`

export const e2eConfig = readStackConfig({
  PORTICO_DEMO_PORT: '15173',
  PORTICO_FRAME_PORT: '15174',
  PORTICO_CLOUD_PORT: '14100',
  PORTICO_ANVIL_PORT: '18545',
  PORTICO_ANVIL2_PORT: '18546',
  PORTICO_SMTP_PORT: '11025',
  PORTICO_INBOX_PORT: '11080',
  PORTICO_RELAY_PORT: '14200',
  PORTICO_WALLET_PORT: '15175',
  PORTICO_ONRAMP_PORT: '14300',
  PORTICO_SOLANA_PORT: '18899',
  PORTICO_SOLANA_WS_PORT: '18900',
  PORTICO_SOLANA2_PORT: '18897',
  PORTICO_SOLANA2_WS_PORT: '18898',
  PORTICO_FARCASTER_PORT: '14400',
  PORTICO_OIDC_PORT: '14000',
  PORTICO_REDIS_PORT: '16380',
  // Below the kernel's ephemeral range (32768-60999): a readiness probe that connects before the
  // node listens can then never be given this port as its own source port and connect to itself.
  PORTICO_BITCOIN_PORT: '18443',
  PORTICO_BUNDLER_PORT: '14337',
  PORTICO_PAYMASTER_PORT: '14338',
  PORTICO_PROJECT_ID: 'portico-e2e',
  PORTICO_DATA_DIR: join(tmpdir(), 'portico-e2e'),
  // A test-sized wallet registry (walletCatalogueFixture.ts), written by the global set-up.
  PORTICO_CLOUD_CATALOGUE_FILE: join(tmpdir(), 'portico-e2e-wallets.json'),
  PORTICO_ALLOWED_ORIGINS: [exampleOrigin, appkitHostOrigin].join(','),
})

/** A third origin: another port, so a different origin from both A and B. */
export const thirdOrigin = `http://127.0.0.1:${THIRD_ORIGIN_PORT}`
export const demoUrl = `${e2eConfig.demoOrigin}/`
