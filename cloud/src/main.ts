/**
 * Runs the cloud API alone: `node --import tsx cloud/src/main.ts` (settings in readCloudEnv.ts;
 * `DATABASE_URL=postgres://… ` for a PostgreSQL server). Logs are JSON lines on stdout.
 * SIGINT or SIGTERM stops it cleanly.
 */
import { createFixedBitcoinPriceOracle } from './chain/bitcoin/bitcoinPriceOracle.ts'
import { createFixedPriceOracle } from './chain/solana/solanaPriceOracle.ts'
import { createCloudServer } from './createCloudServer.ts'
import { createSandboxOnrampProvider } from './onramp/createSandboxOnrampProvider.ts'
import { CloudEnvError, readCloudEnv } from './readCloudEnv.ts'
import { deploymentsFileReader } from './readDeploymentsFile.ts'

try {
  const env = readCloudEnv()
  const server = await createCloudServer({
    host: env.PORTICO_HOST,
    port: env.PORTICO_CLOUD_PORT,
    databaseUrl: env.DATABASE_URL,
    dataDir:
      env.DATABASE_URL || env.PORTICO_CLOUD_DATA_DIR === 'memory'
        ? undefined
        : env.PORTICO_CLOUD_DATA_DIR,
    publicUrl: env.PORTICO_CLOUD_PUBLIC_URL,
    seedProjects: [
      {
        projectId: env.PORTICO_PROJECT_ID,
        name: env.PORTICO_PROJECT_NAME ?? env.PORTICO_PROJECT_ID,
        allowedOrigins: env.PORTICO_ALLOWED_ORIGINS,
        ownerEmail: env.PORTICO_DEVELOPER_EMAIL,
      },
    ],
    smtp: env.PORTICO_SMTP_HOST
      ? { host: env.PORTICO_SMTP_HOST, port: env.PORTICO_SMTP_PORT, from: env.PORTICO_SMTP_FROM }
      : undefined,
    consoleDistDir: env.PORTICO_CONSOLE_DIST,
    localWallets: env.PORTICO_CLOUD_LOCAL_WALLETS,
    catalogueFile: env.PORTICO_CLOUD_CATALOGUE_FILE,
    chains: env.PORTICO_CLOUD_CHAINS,
    deployments: deploymentsFileReader(env.PORTICO_DEPLOYMENTS_FILE),
    solana: {
      clusters: env.PORTICO_CLOUD_SOLANA_CLUSTERS,
      priceOracle: createFixedPriceOracle(env.PORTICO_CLOUD_SOLANA_PRICES_USD),
    },
    bitcoin: { priceOracle: createFixedBitcoinPriceOracle(env.PORTICO_CLOUD_BITCOIN_PRICES_USD) },
    logger: { level: env.PORTICO_LOG_LEVEL },
    indexer: env.PORTICO_CLOUD_INDEXER,
    redisUrl: env.PORTICO_REDIS_URL,
    rateLimits: {
      perIp: env.PORTICO_CLOUD_RATE_LIMIT_PER_MINUTE,
      writesPerIp: env.PORTICO_CLOUD_WRITE_RATE_LIMIT_PER_MINUTE,
      windowMs: 60_000,
      exemptIps: env.PORTICO_CLOUD_RATE_LIMIT_EXEMPT_IPS,
    },
    lease: { pollIntervalMs: env.PORTICO_CLOUD_LEASE_POLL_MS },
    onramp:
      env.PORTICO_ONRAMP_PROVIDER === 'sandbox'
        ? createSandboxOnrampProvider(env.PORTICO_ONRAMP_URL)
        : null,
  })
  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      server.app.log.info({ signal }, 'stopping')
      server.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    })
} catch (error) {
  console.error(error instanceof CloudEnvError ? error.message : error)
  process.exit(1)
}
