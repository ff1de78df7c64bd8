/**
 * Setting recovery methods (KEYS.md "Flows"): wraps the RK this enrolled browser keeps under a
 * password- or passkey-derived KEK and stores the wrapped key on the server. RK is wiped after.
 */
import { createPorticoError } from '@portico/shared'
import {
  assertPasswordStrong,
  newPasswordParams,
  passkeyKek,
  passwordKek,
  wrapRecoveryKey,
} from './recoveryKey.ts'
import { AAD, openBytes } from './shareCrypto.ts'
import { toView, type WalletContext } from './walletContext.ts'
import type { WalletView } from './walletWorkerApi.ts'

/** RK as this (enrolled) browser keeps it, for `use`; wiped afterwards. */
async function withRecoveryKey<T>(
  ctx: WalletContext,
  token: string,
  use: (rk: Uint8Array) => Promise<T>,
) {
  const status = await ctx.statusOf(token)
  const record = await ctx.localRecord(status)
  if (!record) throw createPorticoError('WALLET_NOT_ENROLLED')
  const s = await ctx.store()
  const rk = await openBytes(await s.deviceAesKey(), record.recoveryKey, AAD.deviceRecoveryKey)
  try {
    return await use(rk)
  } finally {
    rk.fill(0)
  }
}

export async function setRecoveryPassword(
  ctx: WalletContext,
  token: string,
  password: string,
): Promise<WalletView> {
  assertPasswordStrong(password)
  return withRecoveryKey(ctx, token, async (rk) => {
    const params = newPasswordParams()
    const wrappedKey = await wrapRecoveryKey(rk, await passwordKek(password, params), 'password')
    return toView(
      ctx.remember(token, await ctx.server.setPassword(token, { wrappedKey, params })),
      true,
    )
  })
}

export async function setRecoveryPasskey(
  ctx: WalletContext,
  token: string,
  {
    credentialId,
    prfSalt,
    prfOutput,
  }: { credentialId: string; prfSalt: string; prfOutput: Uint8Array },
): Promise<WalletView> {
  return withRecoveryKey(ctx, token, async (rk) => {
    const wrappedKey = await wrapRecoveryKey(rk, passkeyKek(prfOutput), 'passkey')
    const status = await ctx.server.setPasskey(token, {
      wrappedKey,
      params: { credentialId, prfSalt },
    })
    return toView(ctx.remember(token, status), true)
  })
}
