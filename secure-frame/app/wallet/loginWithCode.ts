/**
 * The e-mail login's last step, in the worker (KEYS.md "Flows"). While the user reads the mail,
 * `prepare` seals a new wallet's enrolment ahead (split, seals, signatures; the secret itself is
 * wiped at once). The code then goes to the server together with it (POST /api/email/verify-otp),
 * which makes the wallet only for a user who has none: a first login takes one round trip
 * instead of two, and no key work waits for the code. A known user's login ignores it, and the
 * wallet is read or re-split as before (ensureWallet).
 */

import { enrolledView, type SealedEnrolment, sealEnrolment } from './enrolThisBrowser.ts'
import { newRecoveryKey } from './recoveryKey.ts'
import type { WalletContext } from './walletContext.ts'
import { newWalletSecret } from './walletSecret.ts'
import type { LoginAnswer, LoginCodeBody, WalletStatus } from './walletServer.ts'
import type { WalletView } from './walletWorkerApi.ts'

export type LoginCode = Omit<LoginCodeBody, 'wallet'>

/** A login's last request, sent with the prepared wallet (if any): verify-otp, Farcaster's. */
export type SendLogin = (wallet?: LoginCodeBody['wallet']) => Promise<LoginAnswer>

export interface LoginWallets {
  /** Seals a new wallet's enrolment for the next login, unless one is ready or in the making. */
  prepare(): Promise<void>
  /**
   * Sends the code (with the prepared wallet, if any) and returns the login's answer and this
   * browser's view of the user's wallet. `ensure` reads, makes or re-splits the wallet when the
   * prepared one was not used.
   */
  login(
    code: LoginCode,
    ensure: (token: string, status?: WalletStatus) => Promise<WalletView>,
  ): Promise<{ answer: LoginAnswer; view: WalletView }>
  /** As `login`, for any login whose last request takes the prepared wallet (Farcaster's). */
  loginWith(
    send: SendLogin,
    ensure: (token: string, status?: WalletStatus) => Promise<WalletView>,
  ): Promise<{ answer: LoginAnswer; view: WalletView }>
}

export function createLoginWallets(ctx: WalletContext): LoginWallets {
  let next: Promise<SealedEnrolment | undefined> | undefined

  const seal = async () => {
    // Where the share would not survive a reload no wallet is made (ensureWallet says why).
    if (!(await ctx.store()).persistent) return undefined
    const secret = newWalletSecret()
    const rk = newRecoveryKey()
    try {
      return await sealEnrolment(ctx, secret, rk)
    } finally {
      secret.fill(0)
      rk.fill(0)
    }
  }
  const prepare = () => {
    next ??= seal().catch(() => undefined)
    return next.then(() => undefined)
  }
  /** The prepared enrolment, used once: the next login gets a new one. */
  const take = async () => {
    const sealed = await next
    next = undefined
    return sealed
  }

  const loginWith: LoginWallets['loginWith'] = async (send, ensure) => {
    const sealed = await take()
    if (!sealed) {
      const answer = await send()
      return { answer, view: await ensure(answer.token, answer.wallet) }
    }
    // Stored first, so a wallet the server makes always has its device share here.
    const store = await ctx.store()
    await store.put(sealed.record)
    let answer: LoginAnswer
    try {
      answer = await send({ ...sealed.addresses, ...sealed.body })
    } catch (error) {
      await store.delete(sealed.record.walletKey)
      void prepare()
      throw error
    }
    if (answer.wallet && answer.wallet.enrolmentId === sealed.body.enrolment.id)
      return { answer, view: enrolledView(ctx, answer.token, sealed, answer.wallet) }
    await store.delete(sealed.record.walletKey)
    return { answer, view: await ensure(answer.token, answer.wallet) }
  }
  return {
    prepare,
    login: (code, ensure) =>
      loginWith((wallet) => ctx.server.verifyLoginCode({ ...code, wallet }), ensure),
    loginWith,
  }
}
