/**
 * ERC-7715 permission requests as Portico's wallet grants them (issue 24 part 3): the
 * `wallet_grantPermissions` request (one `erc20-token-transfer` permission: spend at most
 * `allowance` of the token `address` to `recipient`, until `expiry`, by a secp256k1 session key)
 * and the wallet's answer (`permissionsContext` is the session's pci, also its id on chain and in
 * the cloud's /v1/sessions routes). A request the wallet's account cannot enforce on chain is
 * refused by the schema rather than granted as something weaker.
 */
import * as z from 'zod/mini'
import type { Hex } from '../validation/isHex.ts'

/** The one permission type the wallet's session account enforces. */
export const ERC20_TOKEN_TRANSFER_PERMISSION = 'erc20-token-transfer'
/** Longest session a wallet grants: 30 days. */
export const MAX_SESSION_SECONDS = 30 * 24 * 3600

const address = z.custom<Hex>(
  (v) => typeof v === 'string' && /^0x[0-9a-fA-F]{40}$/.test(v),
  'Expected an EVM address',
)
const quantity = z.custom<Hex>(
  (v) => typeof v === 'string' && /^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/.test(v),
  'Expected a hex quantity',
)
/** The pci: 32 bytes, lower-case hex. */
export const permissionsContextSchema = z.custom<Hex>(
  (v) => typeof v === 'string' && /^0x[0-9a-f]{64}$/.test(v),
  'Invalid pci',
)

export const erc20TokenTransferPermissionSchema = z.object({
  type: z.literal(ERC20_TOKEN_TRANSFER_PERMISSION),
  data: z.object({
    /** The token. */
    address,
    /** The most the session may transfer in total, in the token's smallest unit. */
    allowance: quantity.check(z.refine((v) => BigInt(v) > 0n, 'Expected a positive allowance')),
    /** The only address it may transfer to. */
    recipient: address,
  }),
  policies: z._default(z.array(z.unknown()).check(z.maxLength(0)), []),
})

export const grantPermissionsRequestSchema = z.object({
  /** Hex chain id, as in wallet_sendCalls. */
  chainId: quantity,
  /** The account to grant from (the wallet's own when absent). */
  address: z.optional(address),
  /** Unix seconds. */
  expiry: z.number().check(z.int(), z.positive()),
  signer: z.object({
    type: z.literal('key'),
    data: z.object({
      type: z.literal('secp256k1'),
      /** Uncompressed public key of the dapp's session key. */
      publicKey: z.custom<Hex>(
        (v) => typeof v === 'string' && /^0x04[0-9a-fA-F]{128}$/.test(v),
        'Expected an uncompressed secp256k1 public key',
      ),
    }),
  }),
  permissions: z.array(erc20TokenTransferPermissionSchema).check(z.length(1)),
})
export type GrantPermissionsRequest = z.infer<typeof grantPermissionsRequestSchema>

/** The params of `wallet_grantPermissions`: one request. */
export const grantPermissionsParamsSchema = z.tuple([grantPermissionsRequestSchema])

export const grantPermissionsResponseSchema = z.object({
  permissionsContext: permissionsContextSchema,
  grantedPermissions: z.array(erc20TokenTransferPermissionSchema),
  expiry: z.number().check(z.int(), z.positive()),
  chainId: quantity,
  signerData: z.object({
    /** The smart account the session's UserOperations are for (their `sender`). */
    submitToAddress: address,
  }),
})
export type GrantPermissionsResponse = z.infer<typeof grantPermissionsResponseSchema>

/** The params of `wallet_revokePermissions`. */
export const revokePermissionsParamsSchema = z.tuple([
  z.object({ permissionsContext: permissionsContextSchema }),
])
