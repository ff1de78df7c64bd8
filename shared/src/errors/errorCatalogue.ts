/**
 * The error catalogue of SPEC §8 (plus the few user-facing texts of §5, §6 and §7): every
 * user-facing string the product shows or throws lives here, once. Other modules import the
 * entries; nothing else spells these texts. `{name}` marks a parameter filled by `formatMessage`.
 *
 * This module is plain data: it must not import the error classes (PorticoError imports it).
 */

/** Which PorticoError subclass an entry becomes. */
export type ErrorFamily = 'base' | 'api' | 'rpc' | 'frame' | 'validation'

/** One catalogue entry. `message` is the short message (the title, for an alert). */
export interface CatalogueEntry {
  family: ErrorFamily
  message: string
  /** Shown as an error snackbar. */
  toast?: 'error'
  /** An alert error: `message` is its title, `longMessage` its body. */
  longMessage?: string
  /** The text the UI shows instead of `message`. */
  uiMessage?: string
  /** Chain node error: matches the node's own message (SPEC §8 "Chain node errors"). */
  nodeMessage?: RegExp
  /** The EIP-1193 / JSON-RPC code a provider throws for this error. */
  rpcCode?: number
}

// Texts used by more than one entry, so that each is spelled once.
const somethingWentWrong = 'Something went wrong'
const invalidAppConfiguration = 'Invalid App Configuration'

/** Every error of the product, by stable code. The key is the error's `code`. */
export const errorCatalogue = {
  // Toasts and messages
  TOKEN_BALANCE_UNAVAILABLE: {
    family: 'api',
    toast: 'error',
    message: 'Token Balance Unavailable',
  },
  TRANSACTIONS_FETCH_FAILED: {
    family: 'api',
    toast: 'error',
    message: 'Failed to fetch transactions',
  },
  SEND_FAILED: { family: 'rpc', toast: 'error', message: somethingWentWrong },
  SOLANA_SEND_FAILED: {
    family: 'rpc',
    toast: 'error',
    message: 'Failed to send transaction. Please try again.',
  },

  // Thrown
  GAS_PRICE_NETWORK_NOT_SUPPORTED: {
    family: 'api',
    message: 'Network not supported for Gas Price',
  },
  SWAPS_NETWORK_NOT_SUPPORTED: { family: 'api', message: 'Network not supported for Swaps' },
  DISCONNECT_FAILED: { family: 'base', message: 'Failed to disconnect' },
  UNSUPPORTED_CHAIN: { family: 'validation', message: 'Unsupported chain' },
  CHAIN_ADAPTER_NOT_FOUND: { family: 'base', message: 'Chain adapter not found' },
  NETWORK_CONTROLLER_CLIENT_NOT_SET: {
    family: 'base',
    message: 'NetworkController client not set',
  },
  CONNECTION_CONTROLLER_CLIENT_NOT_SET: {
    family: 'base',
    message: 'ConnectionController client not set',
  },
  CHAIN_REQUIRED: { family: 'base', message: 'Chain is required...' },
  NETWORK_NOT_FOUND: { family: 'validation', message: 'Network not found' },
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: {
    family: 'base',
    message: 'Address or auth connector not found',
  },
  CHAIN_NOT_SUPPORTED: { family: 'validation', message: 'Chain is not supported' },
  CANNOT_REMOVE_LAST_NETWORK: {
    family: 'validation',
    message: 'Cannot remove last network for a namespace',
  },
  NAME_RESOLUTION_FAILED: { family: 'api', message: 'Error resolving name' },
  NAME_SUGGESTIONS_FAILED: { family: 'api', message: 'Error fetching name suggestions' },
  NAMES_FOR_ADDRESS_FAILED: { family: 'api', message: 'Error fetching names for address' },
  SOCKET_NOT_READY: { family: 'rpc', message: 'socket not ready' },
  SOCKET_REPLY_TIMEOUT: { family: 'rpc', message: 'reply timeout' },
  SIWX_NOT_ENABLED: { family: 'base', message: 'SIWX is not enabled' },
  NO_ACTIVE_CAIP_ADDRESS: { family: 'base', message: 'No ActiveCaipAddress found' },
  NO_ACTIVE_CAIP_NETWORK_OR_CLIENT: {
    family: 'base',
    message: 'No ActiveCaipNetwork or client found',
  },
  NO_CONNECTION_CONTROLLER_CLIENT: {
    family: 'base',
    message: 'No ConnectionController client found',
  },
  SIGN_CLIENT_NOT_INITIALIZED: { family: 'base', message: 'Sign Client is not initialized' },
  FRAME_NOT_SET: { family: 'frame', message: 'W3mFrame: iframe is not set' },
  FRAME_PARENT_NOT_SET: { family: 'frame', message: 'W3mFrame: parent is not set' },
  TRANSPORT_URL_MISSING: {
    family: 'rpc',
    message:
      'No URL was provided to the Transport. Please provide a valid RPC URL to the Transport.',
  },
  URL_STATE_MISSING: {
    family: 'validation',
    message: 'The URL does not carry the expected state parameter',
  },

  // On-ramp (SPEC §7 on-ramp calls; the amounts and limits of §9)
  ONRAMP_AMOUNT_INVALID: { family: 'validation', message: 'Enter an amount greater than 0' },
  ONRAMP_AMOUNT_BELOW_MINIMUM: {
    family: 'validation',
    message: 'The minimum is {limit}',
  },
  ONRAMP_AMOUNT_ABOVE_MAXIMUM: {
    family: 'validation',
    message: 'The maximum is {limit}',
  },
  ONRAMP_CURRENCY_NOT_SUPPORTED: {
    family: 'validation',
    message: '{currency} is not offered by the on-ramp provider',
  },
  ONRAMP_NETWORK_NOT_SUPPORTED: {
    family: 'validation',
    message: 'Network not supported for On-Ramp',
  },
  ONRAMP_ORDER_NOT_FOUND: { family: 'api', message: 'On-ramp order not found' },
  ONRAMP_PROVIDER_UNAVAILABLE: {
    family: 'api',
    message: 'The on-ramp provider is not available. Please try again.',
  },
  ONRAMP_POPUP_BLOCKED: {
    family: 'base',
    message: 'The browser blocked the payment window. Allow pop-ups for this site and try again.',
  },
  ONRAMP_CARD_DECLINED: { family: 'api', message: 'Your card was declined' },

  // Social login (issue 21)
  SOCIAL_POPUP_BLOCKED: {
    family: 'base',
    message: 'The browser blocked the login window. Allow pop-ups for this site and try again.',
  },
  SOCIAL_LOGIN_CANCELLED: {
    family: 'frame',
    message: 'The login window was closed before the login finished',
  },
  SOCIAL_LOGIN_DENIED: { family: 'frame', message: 'The login was declined' },
  SOCIAL_LOGIN_FAILED: {
    family: 'frame',
    message: 'The login could not be completed. Please try again.',
  },
  SOCIAL_NOT_ENABLED: { family: 'frame', message: 'This login method is not enabled' },

  // Alert errors (message = title)
  SWITCH_NETWORK_NOT_FOUND: {
    family: 'validation',
    message: 'Network Not Found',
    longMessage: 'The network to switch to must be in the configured networks list',
  },
  INVALID_APP_CONFIGURATION: {
    family: 'api',
    message: invalidAppConfiguration,
    longMessage:
      'Origin {origin} not found on the allowlist - update the configuration on the cloud dashboard',
  },
  SOCIALS_TIMEOUT: {
    family: 'frame',
    message: invalidAppConfiguration,
    longMessage:
      'The embedded wallet failed to load. Please check that your domain is allowed on the cloud dashboard',
  },
  JWT_TOKEN_NOT_VALID: {
    family: 'api',
    message: 'Session Expired',
    longMessage: 'Invalid session found - please check your time settings and connect again',
  },
  INVALID_PROJECT_ID: {
    family: 'api',
    message: invalidAppConfiguration,
    longMessage: 'Invalid project id - update the configuration',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    family: 'api',
    message: 'Project ID Not Configured',
    longMessage: 'No project id is configured - add one on the cloud dashboard',
  },

  // RPC transport
  RPC_HTTP_ERROR: { family: 'rpc', message: 'HTTP request to the RPC failed' },
  RPC_TIMEOUT: { family: 'rpc', message: 'The RPC request took too long to respond' },
  RPC_JSON_RPC_ERROR: { family: 'rpc', message: 'The RPC returned an error' },
  UNKNOWN_ERROR: { family: 'base', message: 'Unknown error' },
  RPC_METHOD_NOT_ALLOWED: {
    family: 'rpc',
    message: 'Requested RPC call is not allowed',
    uiMessage: 'Action not allowed',
    rpcCode: 4200,
  },
  /** The user said no in the secure frame's approval (EIP-1193 4001). */
  USER_REJECTED: { family: 'rpc', message: 'User rejected the request.', rpcCode: 4001 },
  /**
   * ERC-7715 sessions asked of an account that cannot enforce them: the e-mail wallet's EOA, or a
   * chain without a bundler and session account (EIP-1193 4200, unsupported).
   */
  SMART_SESSIONS_UNSUPPORTED: {
    family: 'rpc',
    message: 'Sessions need the smart account on a network with a bundler',
    rpcCode: 4200,
  },
  /** wallet_revokePermissions for a session this account never granted, or already revoked. */
  SMART_SESSION_NOT_FOUND: { family: 'rpc', message: 'No such session', rpcCode: -32602 },

  // Generic HTTP client (SPEC §7)
  HTTP_STATUS: { family: 'api', message: 'HTTP status code: {status}' },
  HTTP_NETWORK_ERROR: { family: 'api', message: 'The request could not reach the server' },

  // Secure frame
  FRAME_LOAD_FAILED: { family: 'frame', message: 'Unable to load email login dependency' },
  FRAME_ABORTED: { family: 'frame', message: 'Request was aborted' },
  FRAME_ABORTED_UNEXPECTEDLY: { family: 'frame', message: somethingWentWrong },
  FRAME_ERROR: { family: 'frame', message: 'An error occurred' },
  /** A frame request that needs the e-mail session came before the login. */
  NOT_SIGNED_IN: { family: 'frame', message: 'Not signed in', rpcCode: 4100 },
  /** OTP or device steps asked for before CONNECT_EMAIL. */
  EMAIL_LOGIN_NOT_STARTED: { family: 'frame', message: 'Call CONNECT_EMAIL first' },
  /** A step that mails the user, for a user without an e-mail address (Farcaster). */
  EMAIL_NOT_SET: { family: 'frame', message: 'This account has no e-mail address' },

  // Sign In With Farcaster (issue 21)
  FARCASTER_LOGIN_NOT_STARTED: { family: 'frame', message: 'Call GET_FARCASTER_URI first' },
  FARCASTER_LOGIN_EXPIRED: {
    family: 'frame',
    message: 'The Farcaster sign-in request expired. Please try again.',
  },
  FARCASTER_SIGNATURE_INVALID: {
    family: 'frame',
    message: 'The Farcaster sign-in could not be verified',
  },
  FARCASTER_RELAY_UNAVAILABLE: {
    family: 'frame',
    message: 'The Farcaster relay could not be reached',
  },
  FARCASTER_REGISTRY_UNAVAILABLE: {
    family: 'frame',
    message: 'The Farcaster ID registry could not be read. Please try again.',
  },

  // Wallet keys (secure-frame/KEYS.md): texts the frame's own windows and its server show
  WALLET_EXISTS: { family: 'frame', message: 'This account already has a wallet' },
  WALLET_SHARES_INVALID: { family: 'frame', message: 'The key shares do not match this wallet' },
  WALLET_NOT_ENROLLED: {
    family: 'frame',
    message: 'This browser holds no key share of this wallet',
  },
  WALLET_RECOVERY_NOT_SET_UP: {
    family: 'frame',
    message: 'No recovery method',
    longMessage:
      'This wallet has no recovery method yet. Open it in the browser where you created it and set up recovery there.',
  },
  WALLET_RECOVERY_PASSWORD_WRONG: { family: 'frame', message: 'Wrong recovery password' },
  WALLET_RECOVERY_PASSWORD_WEAK: {
    family: 'validation',
    message: 'Use at least {n} characters',
  },
  WALLET_RECOVERY_PASSWORD_MISMATCH: {
    family: 'validation',
    message: 'The two passwords are not the same',
  },
  WALLET_PASSKEY_UNSUPPORTED: {
    family: 'frame',
    message: 'Passkeys with key derivation are not available in this browser',
  },
  WALLET_PASSKEY_FAILED: { family: 'frame', message: 'The passkey did not answer' },
  WALLET_DEVICE_CURRENT: {
    family: 'frame',
    message: 'You cannot remove the browser you are using',
  },
  /** A wallet route called in the wrong state (e.g. legacy keys asked for once re-split). */
  WALLET_STATE: {
    family: 'frame',
    message: 'The wallet is not in the state this step needs. Reload and try again.',
  },
  WALLET_STORAGE_DENIED: {
    family: 'frame',
    message: 'This browser blocks the storage the wallet needs',
  },

  // SIWX
  SIWX_INIT_FAILED: {
    family: 'base',
    message: 'A problem occurred while trying initialize authentication',
  },
  SIWX_SIGNATURE_DECLINED: { family: 'base', message: 'Signature declined' },
  SIWX_SMART_ACCOUNT_UNSUPPORTED: {
    family: 'base',
    message: 'This application might not support Smart Accounts',
  },

  // Address parsing (and SPEC §5 unknown namespaces)
  INVALID_CAIP_ADDRESS: { family: 'validation', message: 'Invalid CAIP Address' },
  INVALID_CAIP10_ADDRESS: { family: 'validation', message: 'Invalid CAIP-10 address' },
  INVALID_CAIP2_NETWORK_ID: { family: 'validation', message: 'Invalid CAIP-2 network id' },
  NAMESPACE_NOT_CONFIGURED: {
    family: 'validation',
    message:
      "Namespace '{namespace}' is not configured. Please call connect() first with namespace config.",
  },

  // Validation texts of SPEC §5
  EMAIL_LOGIN_COOLDOWN: { family: 'validation', message: 'Please try again after {n} seconds' },
  SOLANA_SEND_INVALID: {
    family: 'validation',
    message: 'Please enter a valid amount and receiver address',
  },

  // Chain node errors, matched in this order (first match wins)
  EXECUTION_REVERTED: {
    family: 'rpc',
    message: 'Execution reverted.',
    nodeMessage: /execution reverted/i,
  },
  FEE_CAP_TOO_HIGH: {
    family: 'rpc',
    message:
      'The fee cap (maxFeePerGas) cannot be higher than the maximum allowed value (2^256-1).',
    nodeMessage: /max fee per gas higher than 2\^256-1|fee cap higher than 2\^256-1/i,
  },
  FEE_CAP_TOO_LOW: {
    family: 'rpc',
    message: 'The fee cap (maxFeePerGas) cannot be lower than the block base fee.',
    nodeMessage:
      /max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated/i,
  },
  NONCE_TOO_HIGH: {
    family: 'rpc',
    message: 'Nonce provided for the transaction is higher than the next one expected.',
    nodeMessage: /nonce too high/i,
  },
  NONCE_TOO_LOW: {
    family: 'rpc',
    message: 'Nonce provided for the transaction is lower than the current nonce of the account.',
    nodeMessage: /nonce too low|transaction already imported|already known/i,
  },
  NONCE_MAX_VALUE: {
    family: 'rpc',
    message: 'Nonce provided for the transaction exceeds the maximum allowed nonce.',
    nodeMessage: /nonce has max value/i,
  },
  INSUFFICIENT_FUNDS: {
    family: 'rpc',
    message:
      'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
    nodeMessage: /insufficient funds|exceeds transaction sender account balance/i,
  },
  INTRINSIC_GAS_TOO_HIGH: {
    family: 'rpc',
    message:
      'The amount of gas provided for the transaction exceeds the limit allowed for the block.',
    nodeMessage: /intrinsic gas too high|gas limit reached/i,
  },
  INTRINSIC_GAS_TOO_LOW: {
    family: 'rpc',
    message: 'The amount of gas provided for the transaction is too low.',
    nodeMessage: /intrinsic gas too low/i,
  },
  TRANSACTION_TYPE_NOT_SUPPORTED: {
    family: 'rpc',
    message: 'The transaction type is not supported for this chain.',
    nodeMessage: /transaction type not valid|transaction type not supported/i,
  },
  TIP_ABOVE_FEE_CAP: {
    family: 'rpc',
    message:
      'The provided tip (maxPriorityFeePerGas) cannot be higher than the fee cap (maxFeePerGas).',
    nodeMessage: /max priority fee per gas higher than max fee per gas|tip higher than fee cap/i,
  },
  UNKNOWN_NODE_ERROR: {
    family: 'rpc',
    message: 'An unknown error occurred while executing the request on the node.',
  },

  // Schema validation defaults (see porticoErrorMap)
  SCHEMA_REQUIRED: { family: 'validation', message: 'Required' },
  SCHEMA_INVALID_INPUT: { family: 'validation', message: 'Invalid input' },
  SCHEMA_INVALID_TYPE: { family: 'validation', message: 'Expected {expected} received {received}' },
} as const satisfies Record<string, CatalogueEntry>

/** A stable error code: a key of the catalogue. */
export type ErrorCode = keyof typeof errorCatalogue

/** Codes of the alert errors (SPEC §8 "Alert errors"). */
export const alertErrorCodes = [
  'SWITCH_NETWORK_NOT_FOUND',
  'INVALID_APP_CONFIGURATION',
  'SOCIALS_TIMEOUT',
  'JWT_TOKEN_NOT_VALID',
  'INVALID_PROJECT_ID',
  'PROJECT_ID_NOT_CONFIGURED',
] as const satisfies readonly ErrorCode[]
export type AlertErrorCode = (typeof alertErrorCodes)[number]

/** Codes of the chain node errors, in matching order; the last is the fallback. */
export const nodeErrorCodes = [
  'EXECUTION_REVERTED',
  'FEE_CAP_TOO_HIGH',
  'FEE_CAP_TOO_LOW',
  'NONCE_TOO_HIGH',
  'NONCE_TOO_LOW',
  'NONCE_MAX_VALUE',
  'INSUFFICIENT_FUNDS',
  'INTRINSIC_GAS_TOO_HIGH',
  'INTRINSIC_GAS_TOO_LOW',
  'TRANSACTION_TYPE_NOT_SUPPORTED',
  'TIP_ABOVE_FEE_CAP',
  'UNKNOWN_NODE_ERROR',
] as const satisfies readonly ErrorCode[]
export type NodeErrorCode = (typeof nodeErrorCodes)[number]

/** The provider text for a host origin off the allowlist; the secure frame answers with it too. */
export const ORIGIN_NOT_ALLOWED_MESSAGE = 'Unauthorized: origin not allowed'

/** Provider (universal provider / relay) messages that open an alert (SPEC §8). */
export const providerMessageAlerts = [
  { message: ORIGIN_NOT_ALLOWED_MESSAGE, alert: 'INVALID_APP_CONFIGURATION' },
  { message: 'JWT validation error: JWT Token is not yet valid', alert: 'JWT_TOKEN_NOT_VALID' },
  { message: 'Unauthorized: invalid key', alert: 'INVALID_PROJECT_ID' },
] as const satisfies readonly { message: string; alert: AlertErrorCode }[]

/** Wallet error codes (SPEC §8): a chain switch failing with one of them means "add the chain". */
export const walletErrorCodes = {
  UNRECOGNIZED_CHAIN: 4902,
  DEFAULT: 5000,
  INVALID_CHAIN_ID: 32603,
} as const
export type WalletErrorCode = (typeof walletErrorCodes)[keyof typeof walletErrorCodes]

/** Non-error notices of the catalogue: snackbar texts that are not failures. */
export const noticeCatalogue = {
  TRANSACTION_STARTED: { variant: 'success', message: 'Transaction started' },
  SIWX_AUTHENTICATING: { variant: 'loading', message: 'Authenticating...' },
} as const satisfies Record<string, { variant: 'success' | 'loading'; message: string }>
export type NoticeCode = keyof typeof noticeCatalogue
