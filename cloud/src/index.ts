/** @portico/cloud: the public API. */
export { walletCatalogue } from './catalogue/walletCatalogue.ts'
export {
  type BitcoinPriceOracle,
  createFixedBitcoinPriceOracle,
  DEFAULT_BITCOIN_PRICES_USD,
} from './chain/bitcoin/bitcoinPriceOracle.ts'
export {
  type CloudChain,
  type CloudDeployments,
  cloudChainSchema,
  cloudDeploymentsSchema,
  DEFAULT_CLOUD_CHAINS,
  type DeploymentsSource,
} from './chain/cloudChains.ts'
export { type SolanaCluster, solanaClusterSchema } from './chain/solana/solanaClusters.ts'
export {
  createFixedPriceOracle,
  DEFAULT_SOLANA_PRICES_USD,
  type SolanaPriceOracle,
  type SolanaPriceQuery,
} from './chain/solana/solanaPriceOracle.ts'
export {
  type CloudServerOptions,
  createCloudServer,
  type RunningCloudServer,
} from './createCloudServer.ts'
export { type Database, type OpenDatabaseOptions, openDatabase } from './db/openDatabase.ts'
export { createSandboxOnrampProvider } from './onramp/createSandboxOnrampProvider.ts'
export type { OnrampProvider } from './onramp/onrampProvider.ts'
export {
  getProject,
  type Project,
  projectIdSchema,
  type SeedProject,
  seedProjectSchema,
} from './projects/projectRecord.ts'
export { seedProject } from './projects/seedProject.ts'
export { type CloudEnv, CloudEnvError, readCloudEnv } from './readCloudEnv.ts'
