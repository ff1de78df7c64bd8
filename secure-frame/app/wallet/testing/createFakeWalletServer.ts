/**
 * Test support: an in-memory frame server for the wallet routes of KEYS.md, faithful to the
 * contract (states, one enrolment per device, WALLET_NOT_ENROLLED for a device without one,
 * enrolment signatures checked against the addresses, whole keys deleted on re-split, an export
 * code good once). It answers as the FrameApi client does: a refusal is a FrameApiError with the
 * catalogue's code. walletOps tests run against it until the real routes exist; `WalletBackend`
 * is what they need, so the real server can stand in later.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { errorCatalogue } from '@portico/shared'
import { base58, base64urlnopad } from '@scure/base'
import { bytesToHex, verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { FrameApiError } from '../../api/frameApi.ts'
import type { WalletAddresses } from '../walletSecret.ts'
import type { WalletServer, WalletStatus } from '../walletServer.ts'

/** The one Farcaster user of the fake: its Farcaster logins all sign in as this user. */
export const FAKE_FARCASTER_USER = 'farcaster:fid'

/** What the wallet tests need of a frame server (fake or real). */
export interface WalletBackend {
  /** A signed-in session of `email` on browser `device` (each device its own device key). */
  signIn(email: string, device: string): Promise<{ server: WalletServer; token: string }>
  /** Gives `email` a wallet of the old scheme (both whole keys kept by the server): its addresses. */
  createLegacyUser(email: string): Promise<WalletAddresses>
  /** The export code the server mailed to `email` after POST /api/wallet/export/start. */
  exportCode(email: string): Promise<string>
  /** Everything a copy of the server's data (database and key files) holds of `email`'s wallet. */
  dump(email: string): Promise<ServerWalletDump>
}

export interface ServerWalletDump {
  authShares: string[]
  recoveryShares: string[]
  wrappedKeys: string[]
  legacyKeys: { evmPrivateKey: string; solanaSeed: string } | null
}

interface Enrolment {
  id: string
  device: string
  authShare: string
  recoveryShare: string
  createdAt: number
}

interface UserWallet {
  evmAddress: string | null
  solanaAddress: string | null
  legacy: { evmPrivateKey: string; solanaSeed: string } | null
  enrolments: Enrolment[]
  password: {
    wrappedKey: string
    params: { kdf: 'scrypt'; N: number; r: number; p: number; salt: string }
  } | null
  passkey: { wrappedKey: string; params: { credentialId: string; prfSalt: string } } | null
  exportCode: string | null
}

const refuse = (code: string, status = 409): never => {
  const entry = (errorCatalogue as Record<string, { message: string }>)[code]
  throw new FrameApiError(entry?.message ?? code, code, status)
}

export function createFakeWalletBackend(): WalletBackend & {
  /** Calls per route, to assert what a flow asked for. */
  calls: string[]
  /**
   * The routes for browser `device`, taking any session token (one made by another server in a
   * test): each token is its own user, named `token:<token>`.
   */
  serverForDevice(device: string): WalletServer
} {
  const users = new Map<string, UserWallet>()
  const sessions = new Map<string, { email: string; device: string }>()
  const calls: string[] = []
  let clock = 0

  const userOf = (email: string) => {
    let user = users.get(email)
    if (!user) {
      user = {
        evmAddress: null,
        solanaAddress: null,
        legacy: null,
        enrolments: [],
        password: null,
        passkey: null,
        exportCode: null,
      }
      users.set(email, user)
    }
    return user
  }

  function statusOf(user: UserWallet, device: string): WalletStatus {
    const own = user.enrolments.find((e) => e.device === device)
    const state = user.legacy
      ? 'legacy'
      : !user.evmAddress
        ? 'none'
        : own
          ? 'enrolled'
          : 'notEnrolled'
    return {
      state,
      evmAddress: user.evmAddress,
      solanaAddress: user.solanaAddress,
      enrolmentId: own?.id ?? null,
      recovery: { password: user.password !== null, passkey: user.passkey?.params ?? null },
    }
  }

  async function checkEnrolment(
    user: { evmAddress: string; solanaAddress: string },
    body: Parameters<WalletServer['enrol']>[1],
  ) {
    const text = `Portico wallet enrolment ${body.enrolment.id}`
    const evmOk = await verifyMessage({
      address: user.evmAddress as `0x${string}`,
      message: text,
      signature: body.signatures.evm,
    })
    const solanaOk = ed25519.verify(
      base58.decode(body.signatures.solana),
      new TextEncoder().encode(text),
      base58.decode(user.solanaAddress),
    )
    if (!evmOk || !solanaOk) refuse('WALLET_SHARES_INVALID', 400)
  }

  const devicesOf = ({ user, device }: { user: UserWallet; device: string }) => ({
    devices: user.enrolments.map((e) => ({
      enrolmentId: e.id,
      current: e.device === device,
      browser: e.device,
      createdAt: new Date(e.createdAt * 1000).toISOString(),
      lastUsedAt: null,
    })),
  })

  /**
   * POST /api/email/verify-otp for browser `device` (every code is right here): a new session of
   * `body.email`, and `body.wallet` made if the user has none (its signatures checked first).
   */
  async function login(device: string, body: Parameters<WalletServer['verifyLoginCode']>[0]) {
    calls.push('POST /api/email/verify-otp')
    if (body.wallet) await checkEnrolment(body.wallet, body.wallet)
    const token = crypto.randomUUID()
    sessions.set(token, { email: body.email, device })
    const user = userOf(body.email)
    if (body.wallet && statusOf(user, device).state === 'none') {
      user.evmAddress = body.wallet.evmAddress
      user.solanaAddress = body.wallet.solanaAddress
      user.enrolments.push(enrolment(device, body.wallet))
    }
    return {
      token,
      user: { email: body.email, address: user.evmAddress, chainId: 1 },
      wallet: statusOf(user, device),
    }
  }

  const enrolment = (device: string, body: Parameters<WalletServer['enrol']>[1]): Enrolment => ({
    id: body.enrolment.id,
    device,
    authShare: body.enrolment.authShare,
    recoveryShare: body.enrolment.recoveryShare,
    createdAt: ++clock,
  })

  function serverFor(token: string): WalletServer {
    const session = () => {
      const s = sessions.get(token)
      if (!s) return refuse('JWT_TOKEN_NOT_VALID', 401)
      return { ...s, user: userOf(s.email) }
    }
    const call = <T>(route: string, fn: () => T | Promise<T>) => {
      calls.push(route)
      return Promise.resolve().then(fn)
    }
    const ownAuthShare = (user: UserWallet, device: string) => {
      const own = user.enrolments.find((e) => e.device === device)
      if (!own) return refuse('WALLET_NOT_ENROLLED')
      return { enrolmentId: own.id, authShare: own.authShare }
    }
    return {
      verifyLoginCode: (body) => login(session().device, body),
      completeFarcasterLogin: (body) =>
        login(session().device, { ...body, email: FAKE_FARCASTER_USER, otp: '' }),
      status: () =>
        call('GET /api/wallet', () => {
          const { user, device } = session()
          return statusOf(user, device)
        }),
      create: (_t, body) =>
        call('POST /api/wallet', async () => {
          const { user, device } = session()
          const state = statusOf(user, device).state
          if (state !== 'none' && state !== 'legacy') refuse('WALLET_EXISTS')
          if (
            state === 'legacy' &&
            (body.evmAddress.toLowerCase() !== user.evmAddress?.toLowerCase() ||
              body.solanaAddress !== user.solanaAddress)
          )
            refuse('WALLET_SHARES_INVALID', 400)
          await checkEnrolment(body, body)
          user.evmAddress = body.evmAddress
          user.solanaAddress = body.solanaAddress
          user.legacy = null
          user.enrolments.push(enrolment(device, body))
          return statusOf(user, device)
        }),
      legacyKeys: () =>
        call('POST /api/wallet/legacy-keys', () => {
          const { user } = session()
          if (!user.legacy) return refuse('WALLET_EXISTS')
          return { ...user.legacy }
        }),
      enrol: (_t, body) =>
        call('POST /api/wallet/enrolments', async () => {
          const { user, device } = session()
          if (statusOf(user, device).state !== 'notEnrolled') refuse('WALLET_EXISTS')
          await checkEnrolment(user as { evmAddress: string; solanaAddress: string }, body)
          user.enrolments.push(enrolment(device, body))
          return statusOf(user, device)
        }),
      authShare: () =>
        call('POST /api/wallet/auth-share', () => {
          const { user, device } = session()
          return ownAuthShare(user, device)
        }),
      recoveryBundle: () =>
        call('POST /api/wallet/recovery-bundle', () => {
          const { user } = session()
          const newest = user.enrolments.at(-1)
          if (!newest) return refuse('WALLET_NOT_ENROLLED')
          return {
            enrolmentId: newest.id,
            authShare: newest.authShare,
            recoveryShare: newest.recoveryShare,
            methods: { password: user.password, passkey: user.passkey },
          }
        }),
      setPassword: (_t, body) =>
        call('PUT /api/wallet/recovery/password', () => {
          const { user, device } = session()
          ownAuthShare(user, device)
          user.password = body
          return statusOf(user, device)
        }),
      setPasskey: (_t, body) =>
        call('PUT /api/wallet/recovery/passkey', () => {
          const { user, device } = session()
          ownAuthShare(user, device)
          user.passkey = body
          return statusOf(user, device)
        }),
      exportAuthShare: (_t, otp) =>
        call('POST /api/wallet/export/auth-share', () => {
          const { user, device } = session()
          if (!user.exportCode || otp !== user.exportCode) refuse('INVALID_OTP', 400)
          user.exportCode = null
          return ownAuthShare(user, device)
        }),
      devices: () => call('GET /api/wallet/devices', () => devicesOf(session())),
      revokeDevice: (_t, enrolmentId) =>
        call('POST /api/wallet/devices/revoke', () => {
          const s = session()
          const target = s.user.enrolments.find((e) => e.id === enrolmentId)
          if (target?.device === s.device) refuse('WALLET_DEVICE_CURRENT', 400)
          s.user.enrolments = s.user.enrolments.filter((e) => e.id !== enrolmentId)
          return devicesOf(s)
        }),
      startExport: () =>
        call('POST /api/wallet/export/start', () => {
          const { user } = session()
          user.exportCode = String(100000 + Math.floor(Math.random() * 900000))
        }),
    }
  }

  return {
    calls,
    async signIn(email, device) {
      const token = crypto.randomUUID()
      sessions.set(token, { email, device })
      return { server: serverFor(token), token }
    },
    async createLegacyUser(email) {
      const secret = crypto.getRandomValues(new Uint8Array(64))
      const user = userOf(email)
      user.legacy = {
        evmPrivateKey: bytesToHex(secret.subarray(0, 32)),
        solanaSeed: base64urlnopad.encode(secret.subarray(32)),
      }
      const evmAddress = privateKeyToAddress(user.legacy.evmPrivateKey as `0x${string}`)
      const solanaAddress = base58.encode(ed25519.getPublicKey(secret.subarray(32)))
      user.evmAddress = evmAddress
      user.solanaAddress = solanaAddress
      return { evmAddress, solanaAddress }
    },
    async exportCode(email) {
      const code = userOf(email).exportCode
      if (!code) throw new Error('no export code was mailed')
      return code
    },
    serverForDevice(device) {
      const bound = (token: string) => {
        if (!sessions.has(token)) sessions.set(token, { email: `token:${token}`, device })
        return serverFor(token)
      }
      return {
        verifyLoginCode: (body) => login(device, body),
        completeFarcasterLogin: (body) =>
          login(device, { ...body, email: FAKE_FARCASTER_USER, otp: '' }),
        status: (t) => bound(t).status(t),
        create: (t, body) => bound(t).create(t, body),
        legacyKeys: (t) => bound(t).legacyKeys(t),
        enrol: (t, body) => bound(t).enrol(t, body),
        authShare: (t) => bound(t).authShare(t),
        recoveryBundle: (t) => bound(t).recoveryBundle(t),
        setPassword: (t, body) => bound(t).setPassword(t, body),
        setPasskey: (t, body) => bound(t).setPasskey(t, body),
        exportAuthShare: (t, otp) => bound(t).exportAuthShare(t, otp),
        devices: (t) => bound(t).devices(t),
        revokeDevice: (t, id) => bound(t).revokeDevice(t, id),
        startExport: (t) => bound(t).startExport(t),
      }
    },
    async dump(email) {
      const user = userOf(email)
      return {
        authShares: user.enrolments.map((e) => e.authShare),
        recoveryShares: user.enrolments.map((e) => e.recoveryShare),
        wrappedKeys: [user.password?.wrappedKey, user.passkey?.wrappedKey].filter(
          (k): k is string => k !== undefined,
        ),
        legacyKeys: user.legacy,
      }
    },
  }
}
