/**
 * Runs every step of a first login and a signature once with a throwaway key, so that the code
 * the user is waiting for later is already compiled and the curves' precomputed tables exist:
 * a fresh worker otherwise spends tens of milliseconds on the first split, seal and signature
 * (measured with `npm run bench -- signing email`). The key is random, never stored or sent,
 * and wiped like a real one. Each step yields, so device proofs asked for meanwhile are not
 * held up behind it.
 */
import { combineShares } from './combineShares.ts'
import { generateAesKey, openBytes, sealBytes } from './shareCrypto.ts'
import { signEnrolment, signEvmWithSecret } from './signWithSecret.ts'
import { splitWallet, wipeShares } from './splitWallet.ts'
import { newWalletSecret, walletAddressesOf } from './walletSecret.ts'

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export async function warmUpSigning(): Promise<void> {
  const secret = newWalletSecret()
  let shares: Awaited<ReturnType<typeof splitWallet>> | undefined
  let combined: Uint8Array | undefined
  try {
    walletAddressesOf(secret)
    await nextTask()
    shares = await splitWallet(secret)
    const key = await generateAesKey()
    const sealed = await sealBytes(key, shares.device, 'portico warm-up')
    const opened = await openBytes(key, sealed, 'portico warm-up')
    combined = await combineShares(opened, shares.auth)
    opened.fill(0)
    await nextTask()
    signEnrolment(combined, 'warm-up')
    await nextTask()
    signEvmWithSecret(combined, { kind: 'message', message: { raw: '0x00' } })
  } finally {
    secret.fill(0)
    combined?.fill(0)
    wipeShares(shares)
  }
}
