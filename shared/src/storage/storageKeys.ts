/**
 * Every local-storage key of the product (SPEC §3 "Local-storage items"), in one table. The
 * e-mail wallet's items carry the `@appkit-wallet/` prefix; the modal's items `@appkit/`; the
 * deep-link choice keeps the WalletConnect name other wallet SDKs read.
 */
import type { ChainNamespace } from '../caip/chainNamespaces.ts'

export const STORAGE_PREFIX = '@appkit/'
export const WALLET_STORAGE_PREFIX = '@appkit-wallet/'

export const storageKeys = {
  // Wallet choice
  recentWallets: '@appkit/recent_wallets',
  deepLinkChoice: 'WALLETCONNECT_DEEPLINK_CHOICE',
  walletId: '@appkit/wallet_id',
  walletName: '@appkit/wallet_name',
  // Networks and connections
  activeNamespace: '@appkit/active_namespace',
  activeCaipNetworkId: '@appkit/active_caip_network_id',
  connectedNamespaces: '@appkit/connected_namespaces',
  connectedSocialProvider: '@appkit/connected_social',
  connectionStatus: '@appkit/connection_status',
  // E-mail wallet (secure frame) items
  sessionToken: '@appkit-wallet/SESSION_TOKEN_KEY',
  emailLoginUsed: '@appkit-wallet/EMAIL_LOGIN_USED_KEY',
  lastUsedChain: '@appkit-wallet/LAST_USED_CHAIN_KEY',
  lastEmailLoginTime: '@appkit-wallet/LAST_EMAIL_LOGIN_TIME',
  email: '@appkit-wallet/EMAIL',
  preferredAccountType: '@appkit-wallet/PREFERRED_ACCOUNT_TYPE',
  smartAccountEnabledNetworks: '@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS',
  socialUsername: '@appkit-wallet/SOCIAL_USERNAME',
  // Caches, each one record keyed by address
  portfolioCache: '@appkit/portfolio_cache',
  nativeBalanceCache: '@appkit/native_balance_cache',
  ensCache: '@appkit/ens_cache',
  identityCache: '@appkit/identity_cache',
  // Sign in with the wallet: the verified sessions, by CAIP-10 account
  siwxSessions: '@appkit/siwx_sessions',
} as const

export type StorageItemName = keyof typeof storageKeys

/** The e-mail wallet's connector id (SPEC §3), as stored under getConnectedConnectorIdKey. */
export const AUTH_CONNECTOR_ID = 'ID_AUTH'

/** The key holding the connected connector id of one namespace. */
export function getConnectedConnectorIdKey(
  namespace: ChainNamespace,
): `@appkit/${ChainNamespace}:connected_connector_id` {
  return `${STORAGE_PREFIX}${namespace}:connected_connector_id`
}
