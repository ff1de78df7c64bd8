/**
 * The signed-in user's wallet as the frame's handlers see it: `login` has the worker send the
 * code (a first login's wallet with it), `ensure` asks the worker to make, re-split or read the
 * wallet (after a login), `current` reuses what is known for the same token (a session restore
 * asks once), `update` records a recovery. Kept in `state.wallet`.
 */
import type { ServerUser } from '../api/serverUser.ts'
import type { LoginCodeBody, WalletStatus } from '../wallet/walletServer.ts'
import type { WalletView, WalletWorkerApi } from '../wallet/walletWorkerApi.ts'
import type { WalletWindowDeps } from '../walletWindows/walletWindowDeps.ts'
import type { FrameState } from './frameState.ts'

export interface WalletSession {
  /** A login has started: the worker prepares a new wallet while the user reads the mail. */
  prepareLogin(): void
  /** The code, sent by the worker; the session's token and user, the wallet recorded. */
  login(
    code: Omit<LoginCodeBody, 'wallet'>,
  ): Promise<{ token: string; user: ServerUser; view: WalletView }>
  /** Farcaster's last step, sent by the worker once the server verified the message. */
  loginFarcaster(
    host: Parameters<WalletWorkerApi['loginFarcaster']>[0],
  ): Promise<{ token: string; user: ServerUser; view: WalletView }>
  /** `status`: the wallet status the login's answer carried, if any (the worker reads it else). */
  ensure(token: string, status?: WalletStatus): Promise<WalletView>
  current(token: string): Promise<WalletView>
  update(view: WalletView): WalletView
}

export function createWalletSession(
  wallet: Pick<WalletWorkerApi, 'ensureWallet' | 'prepareLogin' | 'login' | 'loginFarcaster'>,
  state: FrameState,
): WalletSession {
  let knownFor: string | undefined
  const session: WalletSession = {
    prepareLogin() {
      // Only time is lost if it fails: the login then makes the wallet after the code.
      void wallet.prepareLogin().catch(() => undefined)
    },
    async login(code) {
      const result = await wallet.login(code)
      knownFor = result.token
      session.update(result.view)
      return result
    },
    async loginFarcaster(host) {
      const result = await wallet.loginFarcaster(host)
      knownFor = result.token
      session.update(result.view)
      return result
    },
    async ensure(token, status) {
      const view = await wallet.ensureWallet(token, status)
      knownFor = token
      return session.update(view)
    },
    current: (token) =>
      knownFor === token && state.wallet ? Promise.resolve(state.wallet) : session.ensure(token),
    update(view) {
      state.wallet = view
      return view
    },
  }
  return session
}

/**
 * The wallet as the Wallet security window uses it, every view it gets recorded by `session`: a
 * recovery method set there shows in the next GET_USER (`recoverySetUp`).
 */
export function recordingWallet(
  wallet: WalletWindowDeps['wallet'],
  session: Pick<WalletSession, 'update'>,
): WalletWindowDeps['wallet'] {
  return {
    ensureWallet: async (token) => session.update(await wallet.ensureWallet(token)),
    recover: async (token, factor) => session.update(await wallet.recover(token, factor)),
    setRecoveryPassword: async (token, password) =>
      session.update(await wallet.setRecoveryPassword(token, password)),
    setRecoveryPasskey: async (token, passkey) =>
      session.update(await wallet.setRecoveryPasskey(token, passkey)),
    exportKeys: (token, otp) => wallet.exportKeys(token, otp),
  }
}
