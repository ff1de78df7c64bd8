/**
 * @portico/shared: the public API. Every export is listed here by name; index.test.ts pins the list.
 */

export { type AnalyticsEvent, analyticsEventSchema } from './api/analyticsEventSchema.ts'
export {
  analyticsConfigSchema,
  type BalanceResponse,
  balanceResponseSchema,
  connectMethodSchema,
  type FungiblePrice,
  fungiblePriceResponseSchema,
  type GetWalletsResponse,
  getWalletsResponseSchema,
  type Identity,
  identitySchema,
  type NameProfile,
  type NameSuggestions,
  nameProfileSchema,
  nameProfilesSchema,
  nameSuggestionsSchema,
  type ProjectConfig,
  projectConfigSchema,
  REMOTE_FEATURE_NAMES,
  type RemoteFeatureName,
  type SupportedChains,
  supportedChainsSchema,
} from './api/cloudResponses.ts'
export {
  type SwapAllowanceResponse,
  type SwapApproveResponse,
  type SwapBuildResponse,
  type SwapGasPriceResponse,
  type SwapQuote,
  type SwapQuotesResponse,
  type SwapToken,
  type SwapTokensResponse,
  type SwapTransaction,
  swapAllowanceResponseSchema,
  swapApproveResponseSchema,
  swapBuildResponseSchema,
  swapGasPriceResponseSchema,
  swapQuotesResponseSchema,
  swapTokensResponseSchema,
} from './api/convertResponses.ts'
export {
  type OnrampCheckout,
  type OnrampCheckoutRequest,
  type OnrampMoney,
  type OnrampOptions,
  type OnrampOrder,
  type OnrampPurchaseCurrency,
  type OnrampQuote,
  type OnrampQuoteRequest,
  type OnrampUrlRequest,
  type OnrampUrlResponse,
  onrampCheckoutRequestSchema,
  onrampCheckoutSchema,
  onrampOptionsSchema,
  onrampOrderIdSchema,
  onrampOrderSchema,
  onrampQuoteRequestSchema,
  onrampQuoteSchema,
  onrampUrlRequestSchema,
  onrampUrlResponseSchema,
} from './api/onrampSchemas.ts'
export {
  type AccountHistory,
  type AccountNfts,
  accountHistorySchema,
  accountNftsSchema,
  type Nft,
  type Transaction,
  type TransactionOperationType,
  type TransactionTransfer,
  transactionSchema,
} from './api/transactionSchema.ts'
export type { CaipAddress, CaipNetworkId } from './caip/caipTypes.ts'
export {
  CHAIN_NAMESPACES,
  type ChainNamespace,
  chainNamespaceSchema,
} from './caip/chainNamespaces.ts'
export { formatCaipAddress } from './caip/formatCaipAddress.ts'
export { formatCaipNetworkId } from './caip/formatCaipNetworkId.ts'
export { caipAddressSchema } from './caip/isCaipAddress.ts'
export { caipNetworkIdSchema } from './caip/isCaipNetworkId.ts'
export { parseCaipAddress } from './caip/parseCaipAddress.ts'
export { contrastRatio, mixSrgb } from './colour/contrastRatio.ts'
export {
  CLIENT_SDK_VERSION,
  EMAIL_LOGIN_COOLDOWN_MS,
  ENS_CACHE_EXPIRY_MS,
  FARCASTER_RELOAD_DELAY_MS,
  IDENTITY_CACHE_EXPIRY_MS,
  IMAGE_PRELOAD_TIMEOUT_MS,
  JWT_ALGORITHM,
  MODAL_SHAKE_MS,
  ONE_HOUR_MS,
  ONE_MINUTE_MS,
  ONE_SECOND_MS,
  ONE_WEEK_MS,
  ONRAMP_DEFAULT_FIAT_CURRENCIES,
  ONRAMP_DEFAULT_LIMITS,
  ONRAMP_FEE_RANGE,
  ONRAMP_ORDER_POLL_MS,
  PAIRING_EXPIRY_THRESHOLD_MS,
  PAIRING_LIFETIME_MS,
  PAIRING_RETRY_GAP_MS,
  PORTFOLIO_CACHE_EXPIRY_MS,
  PORTICO_SDK_TYPE,
  PROJECT_CACHE_HOP_MS,
  PROJECT_SETTINGS_MAX_AGE_MS,
  RECENT_WALLETS_MAX,
  REQUEST_CACHE_MAX_ENTRIES,
  RPC_BATCH_SIZE,
  RPC_TIMEOUT_MS,
  SECURE_FRAME_Z_INDEX,
  SNACKBAR_REOPEN_DELAY_MS,
  SWAP_CHAIN_NAMESPACE,
  SWAP_DEADLINE_MS,
  SWAP_DEFAULT_SLIPPAGE_PERCENT,
  SWAP_MAX_SLIPPAGE_PERCENT,
  SWAP_POOL_FEE_PERCENT,
  SWAP_PRICE_IMPACT_WARNING_PERCENT,
  SWAP_QUOTE_REFRESH_MS,
  TOKEN_BALANCE_RETRY_GAP_MS,
  WALLET_PAGE_SIZES,
  WALLET_SEARCH_WAIT_MS,
} from './constants.ts'
export { ApiError } from './errors/ApiError.ts'
export { createFrameError } from './errors/createFrameError.ts'
export { createPorticoError } from './errors/createPorticoError.ts'
export {
  type AlertErrorCode,
  type ErrorCode,
  errorCatalogue,
  noticeCatalogue,
  ORIGIN_NOT_ALLOWED_MESSAGE,
  providerMessageAlerts,
  walletErrorCodes,
} from './errors/errorCatalogue.ts'
export { FrameError } from './errors/FrameError.ts'
export { formatMessage } from './errors/formatMessage.ts'
export { getAnalyticsAlertCode } from './errors/getAnalyticsAlertCode.ts'
export { getErrorText } from './errors/getErrorText.ts'
export { getNodeErrorCode } from './errors/getNodeErrorCode.ts'
export { getProviderAlertCode } from './errors/getProviderAlertCode.ts'
export { hasErrorCode } from './errors/hasErrorCode.ts'
export {
  PorticoError,
  type PorticoErrorOptions,
  type SerializedPorticoError,
} from './errors/PorticoError.ts'
export { porticoErrorMap } from './errors/porticoErrorMap.ts'
export { RpcError } from './errors/RpcError.ts'
export { serializeError } from './errors/serializeError.ts'
export { toNodeError } from './errors/toNodeError.ts'
export { toValidationError } from './errors/toValidationError.ts'
export { ValidationError, type ValidationIssue } from './errors/ValidationError.ts'
export { formatNativeBalance } from './format/formatNativeBalance.ts'
export { formatNumber } from './format/formatNumber.ts'
export { formatRelativeTime } from './format/formatRelativeTime.ts'
export { formatTokenBalance } from './format/formatTokenBalance.ts'
export { formatTransactionQuantity } from './format/formatTransactionQuantity.ts'
export { getTransactionDescriptionPrefix } from './format/getTransactionDescriptionPrefix.ts'
export { groupTransactionsByMonth } from './format/groupTransactionsByMonth.ts'
export { truncateAddress } from './format/truncateAddress.ts'
export {
  createFrameEndpoint,
  type FrameEndpoint,
  type FrameHandlers,
  type FrameRequestContext,
} from './frame/createFrameEndpoint.ts'
export { createHostEndpoint, type HostEndpoint } from './frame/createHostEndpoint.ts'
export {
  DEFAULT_FRAME_CHAIN_ID,
  FRAME_CHAIN_ID_PATTERN,
  type FrameRequestName,
  type FrameRequestPayload,
  type FrameSuccessPayload,
  type FrameUser,
  frameRepliesOf,
  frameRequestNames,
  isPorticoOnlyRequest,
  SECURE_SDK_VERSION,
} from './frame/frameMessages.ts'
export type { QueryParams } from './http/buildUrl.ts'
export { createHttpClient, type HttpClient, type HttpMethod } from './http/createHttpClient.ts'
export { drainRequestBody } from './http/drainRequestBody.ts'
export { missingSecurityHeaders, SECURITY_HEADERS } from './http/securityHeaders.ts'
export { assertRpcMethodAllowed } from './rpc/assertRpcMethodAllowed.ts'
export { getRpcMethodPolicy } from './rpc/getRpcMethodPolicy.ts'
export { isSafeRpcMethod } from './rpc/isSafeRpcMethod.ts'
export { SAFE_RPC_METHODS } from './rpc/rpcMethods.ts'
export { onIdle } from './scheduling/onIdle.ts'
export {
  siwxNonceResponseSchema,
  siwxSessionInfoSchema,
  siwxSessionResponseSchema,
} from './siwx/siwxContracts.ts'
export {
  formatSiwxMessage,
  parseSiwxMessage,
  type SiwxMessage,
  siwxMessageSchema,
} from './siwx/siwxMessage.ts'
export {
  type GrantPermissionsRequest,
  type GrantPermissionsResponse,
  grantPermissionsParamsSchema,
  grantPermissionsRequestSchema,
  grantPermissionsResponseSchema,
  MAX_SESSION_SECONDS,
  revokePermissionsParamsSchema,
} from './smartSessions/grantPermissionsSchemas.ts'
export { SESSION_ACCOUNT_ABI } from './smartSessions/sessionAccountAbi.ts'
export {
  type SmartSession,
  sessionsResponseSchema,
} from './smartSessions/sessionsResponse.ts'
export { addRecentWallet } from './storage/addRecentWallet.ts'
export { clearEmailLoginCache } from './storage/clearEmailLoginCache.ts'
export { createStorage, type PorticoStorage } from './storage/createStorage.ts'
export { getBrowserStorageBackend } from './storage/getBrowserStorageBackend.ts'
export type { TokenBalance } from './storage/storageItems.ts'
export {
  AUTH_CONNECTOR_ID,
  getConnectedConnectorIdKey,
  storageKeys,
} from './storage/storageKeys.ts'
export {
  allowedOriginSchema,
  isOriginAllowed,
  normalizeAllowedOrigin,
  toFrameAncestorSources,
} from './validation/allowedOrigin.ts'
export { assertEmailLoginAllowed } from './validation/assertEmailLoginAllowed.ts'
export { checkOnrampPurchase, type OnrampPurchase } from './validation/checkOnrampPurchase.ts'
export { formatWalletLink, type WalletPlatform } from './validation/formatWalletLink.ts'
export { emailSchema, isEmail } from './validation/isEmail.ts'
export { evmAddressSchema, isEvmAddress } from './validation/isEvmAddress.ts'
export { type Hex, hexSchema, isHex } from './validation/isHex.ts'
export { isHttpUrl } from './validation/isHttpUrl.ts'
export { isJsonDepthWithin } from './validation/isJsonDepthWithin.ts'
export { originSchema } from './validation/isOrigin.ts'
export { otpSchema } from './validation/isOtp.ts'
export { isProjectId, projectIdSchema } from './validation/isProjectId.ts'
export { isRegistrableName } from './validation/isRegistrableName.ts'
export { signedMessageSchema } from './validation/isSignedMessage.ts'
export {
  isSocialProvider,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  socialProviderSchema,
} from './validation/isSocialProvider.ts'
export { isSolanaAddress, solanaAddressSchema } from './validation/isSolanaAddress.ts'
export { isTransactionHash } from './validation/isTransactionHash.ts'
export { lazySchema } from './validation/lazySchema.ts'
export type { WalletLink } from './validation/walletLink.ts'
export type { Wallet } from './validation/walletSchema.ts'
