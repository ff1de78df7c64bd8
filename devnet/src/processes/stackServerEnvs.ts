/**
 * The environment the stack gives each server process (the cloud API, the secure frame's
 * server): what `npm start` and the e2e stack configure, in the variables each server's main
 * reads (cloud/src/readCloudEnv.ts, secure-frame/server/config/readFrameEnv.ts).
 */
import { join } from 'node:path'
import { repoRoot, type StackConfig } from '../config.ts'
import type { Deployments } from '../deployments.ts'
import { devnetSocialSettings } from '../oidc/devnetSocialClients.ts'
import {
  SOLANA_LOCAL_2_GENESIS_HASH,
  SOLANA_LOCAL_GENESIS_HASH,
  solanaCaip2,
} from '../solana/genesisHash.ts'

/** The demo WalletConnect wallet's catalogue id (the demo dapp features it). */
export const DEMO_WALLET_ID = 'portico-demo-wallet'

type ProcessEnv = Record<string, string | undefined>

const TEST_STACK_FRAME_RATE_LIMITS = {
  PORTICO_FRAME_RATE_LIMIT_PER_MINUTE: '100000',
  PORTICO_FRAME_LOGIN_RATE_LIMIT_PER_HOUR: '100000',
}
const TEST_STACK_CLOUD_RATE_LIMITS = {
  PORTICO_CLOUD_RATE_LIMIT_PER_MINUTE: '100000',
  PORTICO_CLOUD_WRITE_RATE_LIMIT_PER_MINUTE: '100000',
}

export interface StackServerEnvOptions {
  config: StackConfig
  /** Keep nothing (tests): databases and keys in memory. */
  ephemeral: boolean
  /** The Redis the stack started (or PORTICO_REDIS_URL's): rate limits and replay caches. */
  redisUrl: string | undefined
  /** The devnet deployments file the chain writes and the cloud reads. */
  deploymentsFile: string
  /** The demo wallet runs: list it in the catalogue. */
  withDemoWallet: boolean
  /** The sandbox on-ramp runs: the cloud's on-ramp routes use it. */
  withOnrampSandbox?: boolean
  /** The local identity provider runs: the frame's social logins use it. */
  withOidcProvider?: boolean
  /** This start's deployments (the frame's smart accounts use its bundler and factory). */
  deployments?: Deployments | null
}

/** A chain's ERC-4337 path for the frame, when the stack started the bundler on it. */
function smartAccountOf(chainId: number, deployments: Deployments | null | undefined) {
  const aa = deployments?.accountAbstraction
  if (!deployments || !aa || deployments.chainId !== chainId) return {}
  return {
    smartAccount: {
      bundlerUrl: aa.bundlerUrl,
      paymasterUrl: aa.paymasterUrl,
      factoryAddress: deployments.contracts.smartAccountFactory,
      entryPointAddress: deployments.contracts.entryPoint,
      sessionAccountImplementation: deployments.contracts.sessionAccountImplementation,
    },
  }
}

/**
 * The machine's PATH and the like; never the shell's own PORTICO_* or DATABASE_URL. The stack is
 * the local development stack (keys in its data dir), so NODE_ENV is `development` whatever the
 * parent's: a Vite build in the same process (the e2e set-up builds the example dapp) sets it to
 * `production`, where the frame server refuses keys it made itself.
 */
function inheritedEnv(): ProcessEnv {
  return {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) => !key.startsWith('PORTICO_') && key !== 'DATABASE_URL',
      ),
    ),
    NODE_ENV: 'development',
  }
}

export function cloudProcessEnv(o: StackServerEnvOptions): ProcessEnv {
  const { config } = o
  return {
    ...inheritedEnv(),
    PORTICO_HOST: config.host,
    PORTICO_CLOUD_PORT: String(config.ports.cloud),
    PORTICO_CLOUD_DATA_DIR: o.ephemeral ? 'memory' : join(config.dataDir, 'cloud-pglite'),
    // A PostgreSQL server instead of the embedded PGlite, when DATABASE_URL is set.
    DATABASE_URL: o.ephemeral ? undefined : process.env.DATABASE_URL,
    PORTICO_REDIS_URL: o.redisUrl,
    PORTICO_PROJECT_ID: config.projectId,
    PORTICO_PROJECT_NAME: 'Portico Demo',
    PORTICO_ALLOWED_ORIGINS: config.allowedOrigins.join(','),
    PORTICO_DEVELOPER_EMAIL: config.developerEmail,
    // The console: its sign-in codes go to the stack's mail catcher.
    PORTICO_SMTP_HOST: config.host,
    PORTICO_SMTP_PORT: String(config.ports.smtp),
    PORTICO_SMTP_FROM: 'Portico console <console@portico.localhost>',
    PORTICO_CONSOLE_DIST: join(repoRoot, 'cloud/dist/console'),
    // The demo wallet is in the catalogue, so the modal offers its web-app link.
    PORTICO_CLOUD_LOCAL_WALLETS: JSON.stringify(
      o.withDemoWallet
        ? [
            {
              id: DEMO_WALLET_ID,
              name: 'Portico Demo Wallet',
              chains: config.chains.map((c) => `eip155:${c.id}`),
              webapp_link: `${config.walletOrigin}/`,
            },
          ]
        : [],
    ),
    // A registry to serve instead of the shipped wallets (the e2e suite's test-sized one).
    PORTICO_CLOUD_CATALOGUE_FILE: config.catalogueFile,
    // The chains' RPC URLs; the deployments from their file once the chain has written it.
    PORTICO_CLOUD_CHAINS: JSON.stringify(config.chains),
    PORTICO_DEPLOYMENTS_FILE: o.deploymentsFile,
    // The on-ramp provider behind /v1/onramp/* and /v1/generators/onrampurl: the sandbox's URL.
    PORTICO_ONRAMP_PROVIDER: o.withOnrampSandbox === false ? 'none' : 'sandbox',
    PORTICO_ONRAMP_URL: config.onrampOrigin,
    // Test stacks serve every browser of a test run from 127.0.0.1: budgets above that load.
    ...(o.ephemeral ? TEST_STACK_CLOUD_RATE_LIMITS : {}),
  }
}

export function frameProcessEnv(o: StackServerEnvOptions): ProcessEnv {
  const { config } = o
  return {
    ...inheritedEnv(),
    PORTICO_HOST: config.host,
    PORTICO_FRAME_PORT: String(config.ports.frame),
    PORTICO_CLOUD_URL: config.cloudUrl,
    PORTICO_FRAME_DIST: join(repoRoot, 'secure-frame/dist'),
    // Ephemeral stacks keep the frame's database and keys in memory.
    PORTICO_FRAME_DATA_DIR: o.ephemeral ? 'memory' : join(config.dataDir, 'frame'),
    PORTICO_SMTP_HOST: config.host,
    PORTICO_SMTP_PORT: String(config.ports.smtp),
    // The chain with the bundler gets it: the e-mail wallet is a smart account there.
    PORTICO_FRAME_CHAINS: JSON.stringify(
      config.chains.map(({ id, rpcUrl }) => ({
        id,
        rpcUrl,
        ...smartAccountOf(id, o.deployments),
      })),
    ),
    // The stack's two litesvm clusters, on this stack's ports.
    PORTICO_FRAME_SOLANA_CLUSTERS: JSON.stringify([
      { chain: solanaCaip2(SOLANA_LOCAL_GENESIS_HASH), rpcUrl: config.solanaRpcUrl },
      { chain: solanaCaip2(SOLANA_LOCAL_2_GENESIS_HASH), rpcUrl: config.solana2RpcUrl },
    ]),
    PORTICO_FRAME_PUBLIC_ORIGIN: config.frameOrigin,
    PORTICO_REDIS_URL: o.redisUrl,
    // Sign In With Farcaster: the devnet's relay, and the chain holding its ID registry.
    PORTICO_FARCASTER_RELAY_URL: config.farcasterOrigin,
    PORTICO_FARCASTER_RPC_URL: config.rpcUrl,
    // The six social logins, each a client of the devnet's identity provider.
    PORTICO_FRAME_SOCIAL: o.withOidcProvider
      ? JSON.stringify(devnetSocialSettings(config.oidcOrigin))
      : undefined,
    ...(o.ephemeral ? TEST_STACK_FRAME_RATE_LIMITS : {}),
  }
}
