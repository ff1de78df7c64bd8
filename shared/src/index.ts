/**
 * @portico/shared: the public API. Every export is listed here by name; index.test.ts pins the list.
 */

export {
  type AnalyticsEvent,
  analyticsEventSchema,
} from './api/analyticsEventSchema.ts'
export {
  type AnalyticsConfig,
  analyticsConfigSchema,
  type BalanceResponse,
  balanceResponseSchema,
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
  type SessionsResponse,
  type SmartSession,
  type SupportedChains,
  sessionsResponseSchema,
  smartSessionSchema,
  supportedChainsSchema,
} from './api/cloudResponses.ts'
export {
  type AccountHistory,
  type AccountNfts,
  accountHistorySchema,
  accountNftsSchema,
  type Nft,
  nftSchema,
  type Transaction,
  type TransactionOperationType,
  type TransactionTransfer,
  transactionOperationTypes,
  transactionSchema,
  transactionTransferSchema,
} from './api/transactionSchema.ts'
export { assertCaipAddress } from './caip/assertCaipAddress.ts'
export type {
  CaipAddress,
  CaipNetworkId,
  CaipParseOptions,
  ParsedCaipAddress,
  ParsedCaipNetworkId,
} from './caip/caipTypes.ts'
export {
  CHAIN_NAMESPACES,
  type ChainNamespace,
  chainNamespaceSchema,
  isChainNamespace,
} from './caip/chainNamespaces.ts'
export { formatCaipAddress } from './caip/formatCaipAddress.ts'
export { formatCaipNetworkId } from './caip/formatCaipNetworkId.ts'
export { caipAddressSchema, isCaipAddress } from './caip/isCaipAddress.ts'
export { caipNetworkIdSchema, isCaipNetworkId } from './caip/isCaipNetworkId.ts'
export { parseCaipAddress } from './caip/parseCaipAddress.ts'
export { parseCaipNetworkId } from './caip/parseCaipNetworkId.ts'
export {
  CLIENT_SDK_VERSION,
  EMAIL_LOGIN_COOLDOWN_MS,
  ENS_CACHE_EXPIRY_MS,
  FARCASTER_RELOAD_DELAY_MS,
  HTTP_MAX_RETRIES,
  HTTP_RETRY_BASE_DELAY_MS,
  HTTP_RETRY_STATUSES,
  IDENTITY_CACHE_EXPIRY_MS,
  IMAGE_PRELOAD_TIMEOUT_MS,
  JWT_ALGORITHM,
  MODAL_SHAKE_MS,
  NATIVE_BALANCE_CACHE_EXPIRY_MS,
  ONE_DAY_MS,
  ONE_HOUR_MS,
  ONE_MINUTE_MS,
  ONE_MONTH_MS,
  ONE_SECOND_MS,
  ONE_WEEK_MS,
  ONE_YEAR_MS,
  PAIRING_EXPIRY_THRESHOLD_MS,
  PAIRING_LIFETIME_MS,
  PAIRING_RETRY_GAP_MS,
  PORTFOLIO_CACHE_EXPIRY_MS,
  RECENT_WALLETS_MAX,
  RELATIVE_TIME_LABELS,
  REQUEST_CACHE_MAX_ENTRIES,
  RPC_BATCH_SIZE,
  RPC_TIMEOUT_MS,
  SECURE_FRAME_TIMEOUT_MS,
  SECURE_FRAME_TIMEOUT_REQUESTS,
  SECURE_FRAME_Z_INDEX,
  SNACKBAR_REOPEN_DELAY_MS,
  TOKEN_BALANCE_RETRY_GAP_MS,
  WALLET_PAGE_SIZES,
  WALLET_SEARCH_WAIT_MS,
} from './constants.ts'
export { ApiError, type ApiErrorOptions } from './errors/ApiError.ts'
export { createFrameError } from './errors/createFrameError.ts'
export {
  type CreatePorticoErrorOptions,
  createPorticoError,
  type ErrorForCode,
} from './errors/createPorticoError.ts'
export {
  type AlertErrorCode,
  alertErrorCodes,
  type CatalogueEntry,
  type ErrorCode,
  type ErrorFamily,
  errorCatalogue,
  type NodeErrorCode,
  type NoticeCode,
  nodeErrorCodes,
  noticeCatalogue,
  ORIGIN_NOT_ALLOWED_MESSAGE,
  providerMessageAlerts,
  type WalletErrorCode,
  walletErrorCodes,
} from './errors/errorCatalogue.ts'
export { FrameError } from './errors/FrameError.ts'
export { formatMessage, type MessageParams } from './errors/formatMessage.ts'
export { getAnalyticsAlertCode } from './errors/getAnalyticsAlertCode.ts'
export { getNodeErrorCode } from './errors/getNodeErrorCode.ts'
export { getProviderAlertCode } from './errors/getProviderAlertCode.ts'
export { getWalletErrorCode } from './errors/getWalletErrorCode.ts'
export { hasErrorCode } from './errors/hasErrorCode.ts'
export {
  deserializeError,
  PorticoError,
  type PorticoErrorOptions,
  type SerializedPorticoError,
  serializeError,
} from './errors/PorticoError.ts'
export { porticoErrorMap } from './errors/porticoErrorMap.ts'
export { RpcError, type RpcErrorOptions } from './errors/RpcError.ts'
export { toNodeError } from './errors/toNodeError.ts'
export { toValidationError } from './errors/toValidationError.ts'
export {
  ValidationError,
  type ValidationErrorOptions,
  type ValidationIssue,
} from './errors/ValidationError.ts'
export { formatNativeBalance } from './format/formatNativeBalance.ts'
export { type FormatNumberOptions, formatNumber, type NumericInput } from './format/formatNumber.ts'
export { formatRelativeTime } from './format/formatRelativeTime.ts'
export { formatTokenBalance } from './format/formatTokenBalance.ts'
export { formatTransactionQuantity } from './format/formatTransactionQuantity.ts'
export { getTransactionDescriptionPrefix } from './format/getTransactionDescriptionPrefix.ts'
export {
  type DatedTransaction,
  groupTransactionsByMonth,
  type TransactionGroup,
} from './format/groupTransactionsByMonth.ts'
export { truncateAddress } from './format/truncateAddress.ts'
export {
  createFrameEndpoint,
  type FrameEndpoint,
  type FrameEndpointOptions,
  type FrameHandlers,
  type FrameRequestContext,
} from './frame/createFrameEndpoint.ts'
export {
  createHostEndpoint,
  FRAME_READY_TIMEOUT_MS,
  type FrameRequestOptions,
  type HostEndpoint,
  type HostEndpointOptions,
} from './frame/createHostEndpoint.ts'
export {
  DEFAULT_FRAME_CHAIN_ID,
  FRAME_APP_PREFIX,
  FRAME_EVENT_PREFIX,
  type FrameEnvelope,
  type FrameRequestName,
  type FrameRequestPayload,
  type FrameSuccessPayload,
  type FrameUser,
  frameEnvelopeSchema,
  frameErrorPayloadSchema,
  frameReadyPayloadSchema,
  frameRequestNames,
  frameRequests,
  frameSessionUpdatePayloadSchema,
  frameUserSchema,
  isFrameRequestName,
  SECURE_SDK_VERSION,
} from './frame/frameMessages.ts'
export {
  FRAME_READY_TYPE,
  FRAME_SESSION_UPDATE_TYPE,
  frameErrorType,
  frameRequestType,
  frameSuccessType,
  type ParsedFrameEvent,
  type ParsedFrameRequest,
  parseFrameEvent,
  parseFrameRequest,
} from './frame/parseFrameMessage.ts'
export { buildUrl, type QueryParams } from './http/buildUrl.ts'
export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpMethod,
  type HttpRequestOptions,
} from './http/createHttpClient.ts'
export { getRetryDelay, type RetryDelayInput } from './http/getRetryDelay.ts'
export { isRetryableStatus } from './http/isRetryableStatus.ts'
export { parseRetryAfter } from './http/parseRetryAfter.ts'
export { assertRpcMethodAllowed } from './rpc/assertRpcMethodAllowed.ts'
export { getRpcMethodPolicy } from './rpc/getRpcMethodPolicy.ts'
export { isSafeRpcMethod } from './rpc/isSafeRpcMethod.ts'
export {
  type AllowedRpcMethod,
  type RpcMethodPolicy,
  SAFE_RPC_METHODS,
  type SafeRpcMethod,
  UNSAFE_RPC_METHODS,
  type UnsafeRpcMethod,
} from './rpc/rpcMethods.ts'
export { addRecentWallet } from './storage/addRecentWallet.ts'
export { clearEmailLoginCache } from './storage/clearEmailLoginCache.ts'
export {
  type CacheName,
  type CacheValue,
  createStorage,
  type PorticoStorage,
  type StorageBackend,
} from './storage/createStorage.ts'
export { getBrowserStorageBackend } from './storage/getBrowserStorageBackend.ts'
export {
  type StorageValue,
  storageItems,
  type TokenBalance,
  tokenBalanceSchema,
} from './storage/storageItems.ts'
export {
  getConnectedConnectorIdKey,
  STORAGE_PREFIX,
  type StorageItemName,
  storageKeys,
  WALLET_STORAGE_PREFIX,
} from './storage/storageKeys.ts'
export { assertEmailLoginAllowed } from './validation/assertEmailLoginAllowed.ts'
export { formatNativeLink } from './validation/formatNativeLink.ts'
export { formatNativeUrl } from './validation/formatNativeUrl.ts'
export { formatUniversalUrl } from './validation/formatUniversalUrl.ts'
export { formatWalletLink, type WalletPlatform } from './validation/formatWalletLink.ts'
export { emailSchema, isEmail } from './validation/isEmail.ts'
export { evmAddressSchema, isEvmAddress } from './validation/isEvmAddress.ts'
export { type Hex, hexSchema, isHex } from './validation/isHex.ts'
export { isHttpUrl } from './validation/isHttpUrl.ts'
export { isOrigin, originSchema } from './validation/isOrigin.ts'
export { isOtp, otpSchema } from './validation/isOtp.ts'
export { isProjectId, projectIdSchema } from './validation/isProjectId.ts'
export { isRegistrableName, registrableNameSchema } from './validation/isRegistrableName.ts'
export { isSignedMessage, signedMessageSchema } from './validation/isSignedMessage.ts'
export {
  isSocialProvider,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  socialProviderSchema,
} from './validation/isSocialProvider.ts'
export { isSolanaAddress, solanaAddressSchema } from './validation/isSolanaAddress.ts'
export {
  isSolanaCommitment,
  SOLANA_COMMITMENTS,
  type SolanaCommitment,
  solanaCommitmentSchema,
} from './validation/isSolanaCommitment.ts'
export { isTransactionHash, transactionHashSchema } from './validation/isTransactionHash.ts'
export {
  isWalletSendCall,
  type WalletSendCall,
  type WalletSendCallsParams,
  walletSendCallSchema,
  walletSendCallsParamsSchema,
} from './validation/isWalletSendCall.ts'
export type { WalletLink } from './validation/walletLink.ts'
export { type Wallet, walletSchema } from './validation/walletSchema.ts'
