/**
 * The wallet's side of an ERC-7715 grant, without transport (issue 24 part 3): from a
 * `wallet_grantPermissions` request the frame checked, what the smart account's owner signs and
 * sends as one sponsored UserOperation, what the cloud stores and what the dapp gets back.
 *
 * - The account becomes a PorticoSessionAccount in the same operation when it is not one yet
 *   (`upgradeToAndCall(implementation, grantSession(…))`, owner-only), else only
 *   `grantSession(…)`; both as `execute(self, 0, …)` calls, so the owner authorises them.
 * - The pci is 32 crypto-random bytes: the session's id on chain, in the cloud and for the dapp.
 * - Revoking is `revokeSession(pci)` in an owner operation (on chain, what refuses the key) plus
 *   the cloud's `POST /v1/sessions/{address}/revoke {pci, signature}` (the list's `revokedAt`).
 *
 * The operation is sent by the frame's smart-account client (the owner key signs the v0.8
 * EIP-712 userOpHash in the wallet worker); this module only plans it.
 */
import {
  createPorticoError,
  type GrantPermissionsRequest,
  type GrantPermissionsResponse,
  MAX_SESSION_SECONDS,
  SESSION_ACCOUNT_ABI,
} from '@portico/shared'
import {
  type Address,
  bytesToHex,
  encodeFunctionData,
  type Hex,
  isAddressEqual,
  numberToHex,
  parseAbi,
} from 'viem'
import { publicKeyToAddress } from 'viem/accounts'

const abi = parseAbi(SESSION_ACCOUNT_ABI)

export interface SessionCall {
  to: Address
  data: Hex
}

export interface PlannedSession {
  pci: Hex
  signer: Address
  token: Address
  recipient: Address
  limit: bigint
  /** Unix seconds. */
  validUntil: number
}

export interface SessionGrantPlan {
  session: PlannedSession
  /** The owner operation's calls (to the account itself). */
  calls: SessionCall[]
  /** What the cloud stores (POST /v1/sessions/{address}'s signed message, before timestamp). */
  cloudMessage: {
    chainId: string
    expiry: number
    permissions: GrantPermissionsRequest['permissions']
    policies: unknown[]
    signer: GrantPermissionsRequest['signer']
    pci: Hex
  }
  /** The `wallet_grantPermissions` answer. */
  answer: GrantPermissionsResponse
}

export interface PlanSessionGrantInput {
  request: GrantPermissionsRequest
  /** The frame's EVM chain. */
  chainId: number
  /** The owner's smart account. */
  account: Address
  /** The account's ERC-1967 implementation now (undefined: not deployed yet). */
  currentImplementation: Address | undefined
  sessionAccountImplementation: Address
  /** Unix seconds (the chain's latest block). */
  now: number
  /** 32 random bytes (crypto.getRandomValues when absent). */
  randomPci?: () => Hex
}

export const newPci = (): Hex => bytesToHex(crypto.getRandomValues(new Uint8Array(32)))

export function planSessionGrant(input: PlanSessionGrantInput): SessionGrantPlan {
  const { request, account } = input
  if (BigInt(request.chainId) !== BigInt(input.chainId))
    throw createPorticoError('CHAIN_NOT_SUPPORTED')
  if (request.address && !isAddressEqual(request.address, account))
    throw createPorticoError('SCHEMA_INVALID_INPUT', { details: 'address: not this account' })
  if (request.expiry <= input.now || request.expiry > input.now + MAX_SESSION_SECONDS)
    throw createPorticoError('SCHEMA_INVALID_INPUT', {
      details: `expiry: must be within ${MAX_SESSION_SECONDS} s from now`,
    })
  const [permission] = request.permissions
  if (!permission) throw createPorticoError('SCHEMA_INVALID_INPUT')
  const session: PlannedSession = {
    pci: (input.randomPci ?? newPci)(),
    signer: publicKeyToAddress(request.signer.data.publicKey),
    token: permission.data.address,
    recipient: permission.data.recipient,
    limit: BigInt(permission.data.allowance),
    validUntil: request.expiry,
  }
  const grant = encodeFunctionData({
    abi,
    functionName: 'grantSession',
    args: [
      session.pci,
      session.signer,
      session.token,
      session.recipient,
      session.limit,
      session.validUntil,
    ],
  })
  const upgraded =
    input.currentImplementation !== undefined &&
    isAddressEqual(input.currentImplementation, input.sessionAccountImplementation)
  const data = upgraded
    ? grant
    : encodeFunctionData({
        abi,
        functionName: 'upgradeToAndCall',
        args: [input.sessionAccountImplementation, grant],
      })
  return {
    session,
    calls: [{ to: account, data }],
    cloudMessage: {
      chainId: `eip155:${input.chainId}`,
      expiry: request.expiry,
      permissions: request.permissions,
      policies: [],
      signer: request.signer,
      pci: session.pci,
    },
    answer: {
      permissionsContext: session.pci,
      grantedPermissions: request.permissions,
      expiry: request.expiry,
      chainId: numberToHex(input.chainId),
      signerData: { submitToAddress: account },
    },
  }
}

/** The owner operation's call that revokes the session on chain. */
export function planSessionRevoke(account: Address, pci: Hex): SessionCall[] {
  return [
    { to: account, data: encodeFunctionData({ abi, functionName: 'revokeSession', args: [pci] }) },
  ]
}
