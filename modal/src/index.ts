/**
 * @portico/modal: the public API. Every export is listed here by name.
 */
export type { AuthConnector, AuthConnectorOptions } from './connectors/auth/createAuthConnector.ts'
export {
  createPortico,
  type Portico,
  PorticoOptionsError,
  type PorticoState,
  type PorticoView,
} from './createPortico.ts'
export {
  DEFAULT_API_URL,
  DEFAULT_FRAME_URL,
  type PorticoOptions,
  type ResolvedPorticoOptions,
} from './options.ts'
