/**
 * The frame server's wallet routes (KEYS.md "Frame server API") as the worker calls them, and
 * their implementation over the frame's FrameApi client (session token + device proof on every
 * call). Every answer is checked with a zod schema before use.
 */
import { lazySchema } from '@portico/shared'
import * as z from 'zod/mini'
import type { FrameApi } from '../api/frameApi.ts'
import { serverUserSchema } from '../api/serverUser.ts'

const passkeyParams = lazySchema(() => z.object({ credentialId: z.string(), prfSalt: z.string() }))
const passwordParams = lazySchema(() =>
  z.object({
    kdf: z.literal('scrypt'),
    N: z.number().check(z.int()),
    r: z.number().check(z.int()),
    p: z.number().check(z.int()),
    salt: z.string(),
  }),
)

export const walletStatusSchema = lazySchema(() =>
  z.object({
    state: z.enum(['none', 'legacy', 'enrolled', 'notEnrolled']),
    evmAddress: z.nullable(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))),
    solanaAddress: z.nullable(z.string()),
    enrolmentId: z.nullable(z.string()),
    recovery: z.object({ password: z.boolean(), passkey: z.nullable(passkeyParams()) }),
  }),
)
export type WalletStatus = z.infer<ReturnType<typeof walletStatusSchema>>

/** POST /api/email/verify-otp's answer: the session, its user and this device's wallet status. */
export const verifyOtpResponse = lazySchema(() =>
  z.object({
    token: z.string().check(z.minLength(1)),
    user: serverUserSchema(),
    wallet: z.optional(walletStatusSchema()),
  }),
)
export type LoginAnswer = z.infer<ReturnType<typeof verifyOtpResponse>>

/** The e-mail login's last step; `wallet` is a first login's new wallet (made if none exists). */
export interface LoginCodeBody {
  projectId: string
  email: string
  otp: string
  origin: string
  wallet?: EnrolmentBody & { evmAddress: string; solanaAddress: string }
}

export const legacyKeysSchema = lazySchema(() =>
  z.object({
    evmPrivateKey: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
    solanaSeed: z.string(),
  }),
)
export const authShareSchema = lazySchema(() =>
  z.object({ enrolmentId: z.string(), authShare: z.string() }),
)
export const recoveryMethodsSchema = lazySchema(() =>
  z.object({
    password: z.nullable(z.object({ wrappedKey: z.string(), params: passwordParams() })),
    passkey: z.nullable(z.object({ wrappedKey: z.string(), params: passkeyParams() })),
  }),
)
export const recoveryBundleSchema = lazySchema(() =>
  z.object({
    enrolmentId: z.string(),
    authShare: z.string(),
    recoveryShare: z.string(),
    methods: recoveryMethodsSchema(),
  }),
)
export type RecoveryBundle = z.infer<ReturnType<typeof recoveryBundleSchema>>
export const sendRawResponse = lazySchema(() =>
  z.object({
    result: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
  }),
)
export const devicesSchema = lazySchema(() =>
  z.object({
    devices: z.array(
      z.object({
        enrolmentId: z.string(),
        current: z.boolean(),
        browser: z.string(),
        createdAt: z.string(),
        lastUsedAt: z.nullable(z.string()),
      }),
    ),
  }),
)

/** POST /api/farcaster/login: the host that started it; `wallet` as in LoginCodeBody. */
export interface FarcasterLoginBody {
  projectId: string
  origin: string
  wallet?: LoginCodeBody['wallet']
}

export interface EnrolmentBody {
  enrolment: { id: string; authShare: string; recoveryShare: string }
  signatures: { evm: `0x${string}`; solana: string }
}

export interface WalletServer {
  /** POST /api/email/verify-otp, sent by the worker when it carries a prepared wallet. */
  verifyLoginCode(body: LoginCodeBody, signal?: AbortSignal): Promise<LoginAnswer>
  /** POST /api/farcaster/login: its answer has verify-otp's shape. */
  completeFarcasterLogin(body: FarcasterLoginBody): Promise<LoginAnswer>
  status(token: string): Promise<WalletStatus>
  create(
    token: string,
    body: EnrolmentBody & { evmAddress: string; solanaAddress: string },
  ): Promise<WalletStatus>
  legacyKeys(token: string): Promise<z.infer<ReturnType<typeof legacyKeysSchema>>>
  enrol(token: string, body: EnrolmentBody): Promise<WalletStatus>
  authShare(token: string): Promise<z.infer<ReturnType<typeof authShareSchema>>>
  recoveryBundle(token: string): Promise<RecoveryBundle>
  setPassword(
    token: string,
    body: { wrappedKey: string; params: z.infer<ReturnType<typeof passwordParams>> },
  ): Promise<WalletStatus>
  setPasskey(
    token: string,
    body: { wrappedKey: string; params: z.infer<ReturnType<typeof passkeyParams>> },
  ): Promise<WalletStatus>
  exportAuthShare(token: string, otp: string): Promise<z.infer<ReturnType<typeof authShareSchema>>>
  /** Routes without shares, for the frame's settings window (UI thread) as well. */
  devices(token: string): Promise<z.infer<ReturnType<typeof devicesSchema>>>
  revokeDevice(
    token: string,
    enrolmentId: string,
  ): Promise<z.infer<ReturnType<typeof devicesSchema>>>
  startExport(token: string): Promise<void>
}

export function createWalletServer(api: FrameApi): WalletServer {
  const status = walletStatusSchema()
  return {
    verifyLoginCode: (body, signal) =>
      api.post('/api/email/verify-otp', body, { signal, schema: verifyOtpResponse() }),
    completeFarcasterLogin: (body) =>
      api.post('/api/farcaster/login', body, { schema: verifyOtpResponse() }),
    status: (token) => api.get('/api/wallet', { token, schema: status }),
    create: (token, body) => api.post('/api/wallet', body, { token, schema: status }),
    legacyKeys: (token) =>
      api.post('/api/wallet/legacy-keys', {}, { token, schema: legacyKeysSchema() }),
    enrol: (token, body) => api.post('/api/wallet/enrolments', body, { token, schema: status }),
    authShare: (token) =>
      api.post('/api/wallet/auth-share', {}, { token, schema: authShareSchema() }),
    recoveryBundle: (token) =>
      api.post('/api/wallet/recovery-bundle', {}, { token, schema: recoveryBundleSchema() }),
    setPassword: (token, body) =>
      api.put('/api/wallet/recovery/password', body, { token, schema: status }),
    setPasskey: (token, body) =>
      api.put('/api/wallet/recovery/passkey', body, { token, schema: status }),
    exportAuthShare: (token, otp) =>
      api.post('/api/wallet/export/auth-share', { otp }, { token, schema: authShareSchema() }),
    devices: (token) => api.get('/api/wallet/devices', { token, schema: devicesSchema() }),
    revokeDevice: (token, enrolmentId) =>
      api.post('/api/wallet/devices/revoke', { enrolmentId }, { token, schema: devicesSchema() }),
    startExport: async (token) => {
      await api.post('/api/wallet/export/start', {}, { token })
    },
  }
}
