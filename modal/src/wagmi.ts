/**
 * @portico/modal/wagmi: Portico for wagmi 3 (`@wagmi/core` is a peer dependency). Every export
 * is listed here by name.
 */
export { PORTICO_CONNECTOR_ID, porticoConnector } from './wagmi/porticoConnector.ts'
export {
  type PorticoWagmiConfigParameters,
  PorticoWagmiError,
  porticoWagmiConfig,
  wagmiChainsOf,
} from './wagmi/porticoWagmiConfig.ts'
