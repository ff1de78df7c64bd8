/**
 * The smart account's sessions in the cloud (`/v1/sessions/{address}`, SPEC §7), reached through
 * the frame's own server (POST /api/smart-sessions/*, which adds the session's project): store a
 * granted session under its pci, revoke it with `{pci, signature}`, list the account's sessions.
 * Every answer is checked before it is used.
 */
import * as z from 'zod/mini'
import type { FrameRpcTarget } from '../smartAccount/evmRead.ts'

/**
 * A session as the cloud lists it: what the wallet reads of it. Not shared's whole
 * `sessionsResponseSchema`: its module holds every cloud answer's schema, which the frame's first
 * load would then carry.
 */
const listedSessionSchema = z.object({
  pci: z.string(),
  chainId: z.string(),
  permissions: z.array(z.unknown()),
  expiry: z.number(),
  revokedAt: z.nullable(z.number()),
})
export type ListedSession = z.infer<typeof listedSessionSchema>
const listSchema = z.object({ pcis: z.array(listedSessionSchema) })

const storedSessionSchema = z.object({ pci: z.string(), revokedAt: z.nullable(z.number()) })
const revokedSchema = z.object({ success: z.literal(true), session: storedSessionSchema })

/** Stores a session: `message` is the JSON text the account signed (EIP-1271 on chain). */
export async function storeSession(
  { api, token, chainId, signal }: FrameRpcTarget,
  body: { address: `0x${string}`; message: string; signature: `0x${string}` },
): Promise<z.infer<typeof storedSessionSchema>> {
  return api.post(
    '/api/smart-sessions/create',
    { chainId, ...body },
    { token, signal, schema: storedSessionSchema },
  )
}

/** Marks the session revoked: `signature` is the account's over the pci (as text). */
export async function revokeStoredSession(
  { api, token, chainId, signal }: FrameRpcTarget,
  body: { address: `0x${string}`; pci: `0x${string}`; signature: `0x${string}` },
): Promise<z.infer<typeof revokedSchema>> {
  return api.post(
    '/api/smart-sessions/revoke',
    { chainId, ...body },
    { token, signal, schema: revokedSchema },
  )
}

/** The account's sessions the cloud lists (revoked ones with `revokedAt`). */
export async function listStoredSessions(
  { api, token, chainId, signal }: FrameRpcTarget,
  address: `0x${string}`,
): Promise<ListedSession[]> {
  const { pcis } = await api.post(
    '/api/smart-sessions/list',
    { chainId, address },
    { token, signal, schema: listSchema },
  )
  return pcis
}
