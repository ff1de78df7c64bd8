/** @portico/devnet: the public API used by e2e, bench and the services' tests. */

export { fromBcoinAddress, toBcoinAddress } from './bitcoin/bcoinAddress.ts'
export { type BitcoinDeployment, bitcoinDeploymentSchema } from './bitcoin/bitcoinDeployment.ts'
export {
  type BitcoinKey,
  deriveOrdinalsKey,
  derivePaymentKey,
  ordinalsPath,
  paymentPath,
  REGTEST,
} from './bitcoin/bitcoinKeys.ts'
export { type BitcoinRpc, createBitcoinRpc } from './bitcoin/bitcoinRpc.ts'
export {
  BitcoinTransferError,
  buildTransfer,
  DUST_LIMIT_SATS,
  type SpendableUtxo,
} from './bitcoin/buildTransfer.ts'
export { deployBitcoin } from './bitcoin/deployBitcoin.ts'
export { broadcastTransaction, mineBlocks } from './bitcoin/fundBitcoinAccounts.ts'
export { type RunningBitcoinNode, startBitcoinNode } from './bitcoin/startBitcoinNode.ts'
export { signBip322Message, signEcdsaMessage } from './bitcoin/wallet/signBitcoinMessage.ts'
export {
  DEVNET_CHAIN_ID,
  DEVNET_MNEMONIC,
  type RunningAnvil,
  startAnvil,
} from './chain/startAnvil.ts'
export { readStackConfig, repoRoot, type StackConfig, StackConfigError } from './config.ts'
export { type Deployments, readDeployments } from './deployments.ts'
export {
  type BuildTestExtensionOptions,
  buildTestExtension,
  type TestExtensionChain,
} from './extension/buildTestExtension.ts'
export {
  FARCASTER_TEST_FID,
  FARCASTER_TEST_USERNAME,
  farcasterCustody,
  farcasterImpostor,
} from './farcaster/farcasterTestAccounts.ts'
export { ID_REGISTRY_ADDRESS, installIdRegistry } from './farcaster/installIdRegistry.ts'
export { signSiwfMessage } from './farcaster/signSiwfMessage.ts'
export {
  type FarcasterRelayOptions,
  type RunningFarcasterRelay,
  startFarcasterRelay,
} from './farcaster/startFarcasterRelay.ts'
export {
  type CaughtMail,
  type RunningMailCatcher,
  startMailCatcher,
} from './mail/startMailCatcher.ts'
export { devnetSocialSettings } from './oidc/devnetSocialClients.ts'
export {
  type OidcProviderOptions,
  type RunningOidcProvider,
  startOidcProvider,
} from './oidc/startOidcProvider.ts'
export {
  type OnrampSandboxOptions,
  type RunningOnrampSandbox,
  startOnrampSandbox,
} from './onramp/startOnrampSandbox.ts'
export {
  POLKADOT_GENESIS_HASH,
  polkadotRegistry,
  polkadotSigningBytes,
  polkadotTransferPayload,
} from './polkadot/polkadotTransferPayload.ts'
export { assertPortFree, findFreePort, PortInUseError } from './ports.ts'
export { stopWithParent } from './processes/stopWithParent.ts'
export {
  ensureRedisInstalled,
  type RedisServerOptions,
  type RunningRedisServer,
  startRedisServer,
} from './redis/startRedisServer.ts'
export {
  DEFAULT_RELAY_PORT,
  type RelayOptions,
  type RunningRelay,
  startRelay,
} from './relay/startRelay.ts'
export {
  genesisHashOf,
  SOLANA_LOCAL_2_GENESIS_HASH,
  SOLANA_LOCAL_GENESIS_HASH,
  solanaCaip2,
} from './solana/genesisHash.ts'
export type { SolanaDeployment } from './solana/solanaDeployment.ts'
export {
  type RunningSolanaCluster,
  type StartSolanaClusterOptions,
  startSolanaCluster,
} from './solana/startSolanaCluster.ts'
export { deriveSolanaTestKeys } from './solana/testKeys.ts'
export {
  allStackParts,
  DEMO_WALLET_ID,
  deploymentsFileOf,
  type RunningStack,
  type StackPart,
  startStack,
} from './startStack.ts'
export {
  createDemoWalletServer,
  type DemoWalletConfig,
  type DemoWalletServerOptions,
  demoWalletDistDir,
  type RunningDemoWalletServer,
} from './wallet/createDemoWalletServer.ts'
export { type ListedRoute, listFastifyRoutes } from './web/listFastifyRoutes.ts'
export { type LargeBodyPost, postLargeBody } from './web/postLargeBody.ts'
