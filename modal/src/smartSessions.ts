/**
 * @portico/modal/smart-sessions: ERC-7715 smart-account sessions for a dapp (grant, list and
 * revoke a permission; a viem SmartAccount that acts with the session key). Its own entry
 * because it needs viem's account abstraction (viem ≥ 2.18), which the modal itself does not.
 * Every export is listed here by name.
 */
export {
  type GrantPermissionsRequest,
  type GrantPermissionsResponse,
  getSessions,
  grantPermissions,
  revokePermissions,
  type SmartSession,
} from './features/smartSessions/smartSessionPermissions.ts'
export {
  type SessionKeyAccount,
  type SessionKeyAccountOptions,
  toSessionKeyAccount,
} from './features/smartSessions/toSessionKeyAccount.ts'
