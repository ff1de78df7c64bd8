/** @portico/devnet: the public API used by e2e and bench. */
export { DEVNET_CHAIN_ID, DEVNET_MNEMONIC } from './chain/startAnvil.ts'
export { readStackConfig, repoRoot, type StackConfig, StackConfigError } from './config.ts'
export { type Deployments, readDeployments } from './deployments.ts'
export {
  type BuildTestExtensionOptions,
  buildTestExtension,
  type TestExtensionChain,
} from './extension/buildTestExtension.ts'
export { assertPortFree, PortInUseError } from './ports.ts'
export {
  allStackParts,
  deploymentsFileOf,
  type RunningStack,
  type StackPart,
  startStack,
} from './startStack.ts'
