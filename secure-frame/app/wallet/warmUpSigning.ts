/**
 * Runs every step of a first login and a signature once with a throwaway key, so that the code
 * the user is waiting for later is already compiled and the curves' precomputed tables exist:
 * a fresh worker otherwise spends tens of milliseconds on the first split, seal and signature
 * (measured with `npm run bench -- signing email`). The key is random, never stored or sent,
 * and wiped like a real one. Before each step it awaits `pause` (the worker's requestGate: a later
 * task with no request in flight), so device proofs and wallet calls are not held up behind it.
 */
import { combineShares } from './combineShares.ts'
import { generateAesKey, openBytes, sealBytes } from './shareCrypto.ts'
import { signEnrolment, signEvmWithSecret } from './signWithSecret.ts'
import { splitWallet, wipeShares } from './splitWallet.ts'
import { newWalletSecret, walletAddressesOf } from './walletSecret.ts'

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export async function warmUpSigning(pause: () => Promise<void> = nextTask): Promise<void> {
  const secret = newWalletSecret()
  let shares: Awaited<ReturnType<typeof splitWallet>> | undefined
  let combined: Uint8Array | undefined
  try {
    await pause()
    walletAddressesOf(secret)
    await pause()
    shares = await splitWallet(secret)
    const key = await generateAesKey()
    const sealed = await sealBytes(key, shares.device, 'portico warm-up')
    const opened = await openBytes(key, sealed, 'portico warm-up')
    combined = await combineShares(opened, shares.auth)
    opened.fill(0)
    await pause()
    signEnrolment(combined, 'warm-up')
    await pause()
    signEvmWithSecret(combined, { kind: 'message', message: { raw: '0x00' } })
  } finally {
    secret.fill(0)
    combined?.fill(0)
    wipeShares(shares)
  }
}
