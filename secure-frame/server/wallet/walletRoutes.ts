/** The wallet routes of KEYS.md "Frame server API", all signed in (session token + proof). */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { FrameContext } from '../context/frameContext.ts'
import { emptyInput, otpInput } from '../http/inputSchemas.ts'
import { parseInput } from '../http/parseInput.ts'
import { requestLocale } from '../i18n/serverI18n.ts'
import { limitByIp } from '../limits/limitByIp.ts'
import { authenticateRequest } from '../session/authenticateRequest.ts'
import { emailOf } from '../users/userRecord.ts'
import { createWallet } from './createWallet.ts'
import { enrolDevice } from './enrolDevice.ts'
import { releaseExportAuthShare, startExport } from './exportKeys.ts'
import { releaseLegacyKeys } from './legacyKeys.ts'
import { releaseRecoveryBundle } from './recoveryBundle.ts'
import { putRecoveryMethod } from './recoveryMethods.ts'
import { releaseAuthShare } from './releaseAuthShare.ts'
import { listWalletDevices, revokeWalletDevice } from './walletDevices.ts'
import {
  createWalletInput,
  enrolDeviceInput,
  passkeyMethodInput,
  passwordMethodInput,
  revokeDeviceInput,
} from './walletSchemas.ts'
import { walletStatusOf } from './walletStatus.ts'

const otpBody = z.object({ otp: otpInput })
const userAgentOf = (request: FastifyRequest) => request.headers['user-agent']

export function registerWalletRoutes(api: FastifyInstance, ctx: FrameContext): void {
  const auth = (request: FastifyRequest) => authenticateRequest(ctx, request)
  /** Authenticates, then parses the body: a stranger learns nothing about the input rules. */
  const signedIn = async <S extends z.ZodType>(request: FastifyRequest, schema: S) => {
    const session = await auth(request)
    return { session, body: parseInput(schema, request.body) as z.output<S> }
  }

  api.get('/wallet', async (request) => {
    const session = await auth(request)
    return walletStatusOf(ctx.db, session.user, session.deviceId)
  })
  api.post('/wallet', async (request) => {
    const { session, body } = await signedIn(request, createWalletInput)
    return createWallet(ctx, session, body, userAgentOf(request))
  })
  api.post('/wallet/legacy-keys', async (request) => {
    const { session } = await signedIn(request, emptyInput)
    return releaseLegacyKeys(ctx, session)
  })
  api.post('/wallet/enrolments', async (request) => {
    const { session, body } = await signedIn(request, enrolDeviceInput)
    return enrolDevice(ctx, session, body, userAgentOf(request))
  })
  api.post('/wallet/auth-share', async (request) => {
    const { session } = await signedIn(request, emptyInput)
    return releaseAuthShare(ctx, session)
  })
  api.post('/wallet/recovery-bundle', async (request) => {
    const { session } = await signedIn(request, emptyInput)
    return releaseRecoveryBundle(ctx, session)
  })
  api.put('/wallet/recovery/password', async (request) => {
    const { session, body } = await signedIn(request, passwordMethodInput)
    return putRecoveryMethod(ctx, session, 'password', body)
  })
  api.put('/wallet/recovery/passkey', async (request) => {
    const { session, body } = await signedIn(request, passkeyMethodInput)
    return putRecoveryMethod(ctx, session, 'passkey', body)
  })
  // Device names and mails in the frame's locale (its API client sends it as Accept-Language).
  const localeOf = (request: FastifyRequest) =>
    requestLocale(undefined, request.headers['accept-language'])
  api.get('/wallet/devices', async (request) =>
    listWalletDevices(ctx, await auth(request), localeOf(request)),
  )
  api.post('/wallet/devices/revoke', async (request) => {
    const { session, body } = await signedIn(request, revokeDeviceInput)
    return revokeWalletDevice(ctx, session, body.enrolmentId, localeOf(request))
  })
  // The export mails and checks codes: the same per-IP and per-address budgets as login.
  const perIp = { onRequest: limitByIp(ctx) }
  api.post('/wallet/export/start', perIp, async (request) => {
    const { session } = await signedIn(request, emptyInput)
    await ctx.rateLimits.consumeMail(request.ip, emailOf(session.user))
    return startExport(ctx, session, localeOf(request))
  })
  api.post('/wallet/export/auth-share', perIp, async (request) => {
    const { session, body } = await signedIn(request, otpBody)
    await ctx.rateLimits.consumeOtp(request.ip, emailOf(session.user))
    return releaseExportAuthShare(ctx, session, body.otp)
  })
}
