/**
 * The wallet worker's logic (WalletWorkerApi, KEYS.md "Flows") over an injected server contract
 * and device share store. Only the composition lives here: each flow has its own file
 * (ensureWallet, signWithShares, recoverWallet, recoveryMethods, exportKeys, enrolThisBrowser),
 * all sharing one WalletContext. Every buffer holding the secret, a share, RK or a KEK is wiped
 * (`fill(0)`) in a `finally` before the answer.
 */
import type { DeviceShareStore } from './deviceShareStore.ts'
import { ensureWallet } from './ensureWallet.ts'
import { exportKeys } from './exportKeys.ts'
import { createLoginWallets } from './loginWithCode.ts'
import { recoverWallet } from './recoverWallet.ts'
import { setRecoveryPasskey, setRecoveryPassword } from './recoveryMethods.ts'
import { signEvm, signSolana } from './signWithShares.ts'
import { createWalletContext } from './walletContext.ts'
import type { WalletServer } from './walletServer.ts'
import type { WalletWorkerApi } from './walletWorkerApi.ts'

export interface WalletOpsDeps {
  server: WalletServer
  /** This browser's store (a promise: the worker opens IndexedDB on first use). */
  store: DeviceShareStore | Promise<DeviceShareStore>
}

export function createWalletOps({ server, store }: WalletOpsDeps): WalletWorkerApi {
  const ctx = createWalletContext(server, store)
  const logins = createLoginWallets(ctx)

  /**
   * ensureWallet and recover one at a time: two concurrent first logins (IS_CONNECTED and
   * GET_USER) would otherwise both make a wallet, and the refused one's undo would delete the
   * other's device share.
   */
  let queue: Promise<unknown> = Promise.resolve()
  const oneAtATime = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run)
    queue = next.catch(() => undefined)
    return next
  }

  return {
    prepareLogin: () => logins.prepare(),
    login: (code) =>
      oneAtATime(async () => {
        const { answer, view } = await logins.login(code, (token, status) =>
          ensureWallet(ctx, token, status),
        )
        return { token: answer.token, user: answer.user, view }
      }),
    loginFarcaster: (host) =>
      oneAtATime(async () => {
        const { answer, view } = await logins.loginWith(
          (wallet) => ctx.server.completeFarcasterLogin({ ...host, wallet }),
          (token, status) => ensureWallet(ctx, token, status),
        )
        return { token: answer.token, user: answer.user, view }
      }),
    ensureWallet: (token, status) => oneAtATime(() => ensureWallet(ctx, token, status)),
    signEvm: (token, request) => signEvm(ctx, token, request),
    signSolana: (token, request) => signSolana(ctx, token, request),
    recover: (token, factor) => oneAtATime(() => recoverWallet(ctx, token, factor)),
    setRecoveryPassword: (token, password) => setRecoveryPassword(ctx, token, password),
    setRecoveryPasskey: (token, passkey) => setRecoveryPasskey(ctx, token, passkey),
    exportKeys: (token, otp) => exportKeys(ctx, token, otp),
  }
}
