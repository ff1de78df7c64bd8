/**
 * ERC-7715 for dapps (issue 24 part 3), over any EIP-1193 provider of the connected wallet:
 * `grantPermissions` asks the wallet for a session (the wallet shows its approval), then the
 * dapp acts with `toSessionKeyAccount` without prompts; `getSessions` lists the account's
 * sessions (the cloud's list); `revokePermissions` ends one (the wallet revokes it on chain and in the cloud). Both
 * the request and the wallet's answer are checked with shared's schemas: a bad request is not
 * sent, a bad answer is not returned.
 */
import {
  createPorticoError,
  type GrantPermissionsRequest,
  type GrantPermissionsResponse,
  grantPermissionsRequestSchema,
  grantPermissionsResponseSchema,
  revokePermissionsParamsSchema,
  type SmartSession,
  sessionsResponseSchema,
} from '@portico/shared'
import { SDK_TYPE, SDK_VERSION } from '../../api/sdkIdentity.ts'

export type { GrantPermissionsRequest, GrantPermissionsResponse, SmartSession }

import type { Eip1193Provider } from '../../chains/evm/Eip1193Provider.ts'
import { DEFAULT_API_URL } from '../../options.ts'

function parse<T>(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }
  },
  value: unknown,
): T {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  throw createPorticoError('SCHEMA_INVALID_INPUT', {
    details: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
  })
}

/** `wallet_grantPermissions`: the granted session (`permissionsContext` is its pci). */
export async function grantPermissions(
  provider: Eip1193Provider,
  request: GrantPermissionsRequest,
): Promise<GrantPermissionsResponse> {
  const checked = parse(grantPermissionsRequestSchema, request)
  const answer = await provider.request({ method: 'wallet_grantPermissions', params: [checked] })
  return parse(grantPermissionsResponseSchema, answer)
}

/**
 * The account's sessions as the cloud lists them (GET /v1/sessions/{address}, SPEC §7): pci,
 * permissions, expiry and `revokedAt` (null while active). A failed request throws its HTTP
 * status text (SPEC §7 "HTTP status code: {status}").
 */
export async function getSessions(o: {
  address: `0x${string}`
  projectId: string
  /** The cloud (DEFAULT_API_URL when absent). */
  apiUrl?: string
}): Promise<SmartSession[]> {
  const url = new URL(`/v1/sessions/${o.address}`, o.apiUrl ?? DEFAULT_API_URL)
  url.search = new URLSearchParams({
    projectId: o.projectId,
    st: SDK_TYPE,
    sv: SDK_VERSION,
  }).toString()
  const response = await fetch(url)
  if (!response.ok)
    throw createPorticoError('HTTP_STATUS', {
      params: { status: response.status },
      status: response.status,
    })
  return parse(sessionsResponseSchema, await response.json()).pcis
}

/** `wallet_revokePermissions`: ends the session of `permissionsContext`. */
export async function revokePermissions(
  provider: Eip1193Provider,
  revoke: { permissionsContext: `0x${string}` },
): Promise<void> {
  const params = parse(revokePermissionsParamsSchema, [revoke])
  await provider.request({ method: 'wallet_revokePermissions', params })
}
