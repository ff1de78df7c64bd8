/**
 * GET /api/wallet's answer, `WalletStatus` (KEYS.md), from the user row, this device's
 * enrolment and the recovery methods: `none` (no wallet yet), `legacy` (whole keys still on the
 * server, to re-split), `enrolled` (this device holds an enrolment), `notEnrolled` (a wallet,
 * none here).
 */
import type { Queryable } from '../db/openFrameDatabase.ts'
import type { UserRecord } from '../users/userRecord.ts'

export type WalletState = 'none' | 'legacy' | 'enrolled' | 'notEnrolled'

export interface WalletStatus {
  state: WalletState
  evmAddress: string | null
  solanaAddress: string | null
  enrolmentId: string | null
  recovery: { password: boolean; passkey: { credentialId: string; prfSalt: string } | null }
}

export interface RecoveryMethodRow {
  kind: 'password' | 'passkey'
  wrapped_key: string
  params: Record<string, unknown>
}

export async function findRecoveryMethods(
  db: Queryable,
  userId: string,
): Promise<RecoveryMethodRow[]> {
  const { rows } = await db.query<RecoveryMethodRow>(
    'SELECT kind, wrapped_key, params FROM recovery_methods WHERE user_id = $1 ORDER BY kind',
    [userId],
  )
  return rows
}

/** This device's enrolment id, if it holds one. */
export async function findDeviceEnrolmentId(
  db: Queryable,
  userId: string,
  deviceId: string,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM wallet_enrolments WHERE user_id = $1 AND device_id = $2',
    [userId, deviceId],
  )
  return rows[0]?.id ?? null
}

export function walletStateOf(user: UserRecord, enrolmentId: string | null): WalletState {
  if (!user.evm_address || !user.solana_address) return 'none'
  if (user.evm_private_key !== null || user.solana_private_key !== null) return 'legacy'
  return enrolmentId ? 'enrolled' : 'notEnrolled'
}

/** The state of the signed-in user's wallet as seen from the device making the request. */
export async function deviceWalletState(
  db: Queryable,
  auth: { user: UserRecord; deviceId: string },
): Promise<WalletState> {
  return walletStateOf(auth.user, await findDeviceEnrolmentId(db, auth.user.id, auth.deviceId))
}

export async function walletStatusOf(
  db: Queryable,
  user: UserRecord,
  deviceId: string,
): Promise<WalletStatus> {
  const enrolmentId = await findDeviceEnrolmentId(db, user.id, deviceId)
  const methods = await findRecoveryMethods(db, user.id)
  const passkey = methods.find((m) => m.kind === 'passkey')
  return {
    state: walletStateOf(user, enrolmentId),
    evmAddress: user.evm_address,
    solanaAddress: user.solana_address,
    enrolmentId,
    recovery: {
      password: methods.some((m) => m.kind === 'password'),
      passkey: passkey
        ? {
            credentialId: String(passkey.params.credentialId),
            prfSalt: String(passkey.params.prfSalt),
          }
        : null,
    },
  }
}
