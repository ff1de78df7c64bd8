/**
 * @portico/modal: the public API. Every export is listed here by name; React bindings are in
 * `@portico/modal/react`.
 */

export {
  bitcoinMainnet,
  bitcoinTestnet,
  defineBitcoinNetwork,
  porticoBitcoinRegtest,
} from './chains/bitcoin/bitcoinNetworks.ts'
export {
  type CaipNetwork,
  type NativeCurrency,
  UNKNOWN_NETWORK_NAME,
} from './chains/CaipNetwork.ts'
export { defineEvmNetwork, porticoDevnet, porticoDevnet2 } from './chains/devnetNetworks.ts'
export { definePolkadotNetwork, polkadotMainnet } from './chains/polkadot/polkadotNetworks.ts'
export {
  defineSolanaNetwork,
  porticoSolanaDevnet,
  porticoSolanaDevnet2,
} from './chains/solana/solanaNetworks.ts'
export type { AuthConnector, AuthConnectorOptions } from './connectors/auth/createAuthConnector.ts'
export type {
  BitcoinAccountAddress,
  BitcoinProvider,
  BitcoinSendTransferParams,
  BitcoinSignMessageParams,
  BitcoinSignPsbtParams,
  BitcoinSignPsbtResponse,
} from './connectors/bitcoin/BitcoinProvider.ts'
export type { Eip1193Provider } from './connectors/injected/eip6963.ts'
export type {
  PolkadotInjectedSigner,
  PolkadotProvider,
} from './connectors/polkadot/PolkadotProvider.ts'
export type {
  PolkadotSignerPayloadJSON,
  PolkadotSignerPayloadRaw,
} from './connectors/polkadot/PolkadotSigner.ts'
export type {
  AnySolanaTransaction,
  SolanaConnection,
  SolanaProvider,
  SolanaPublicKey,
  SolanaSendOptions,
} from './connectors/solana/SolanaProvider.ts'
export {
  createPortico,
  type OpenOptions,
  type Portico,
  PorticoOptionsError,
} from './createPortico.ts'
export type {
  SiwxConfig,
  SiwxMessage,
  SiwxSession,
  SiwxSessionSummary,
} from './features/siwx/siwxConfig.ts'
export {
  DEFAULT_API_URL,
  DEFAULT_FRAME_URL,
  DEFAULT_RELAY_URL,
  type PorticoOptions,
  type ResolvedPorticoOptions,
} from './options.ts'
export type {
  AccountStatus,
  PorticoAccountState,
  PorticoEvent,
  PorticoState,
  PorticoWalletInfo,
} from './publicState.ts'
export type { View } from './store/routerSlice.ts'
