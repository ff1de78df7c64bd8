/**
 * The local cluster's funded test keys: the devnet mnemonic at m/44'/501'/i'/0', derived
 * exactly as the demo wallet derives its Solana account, so account i of the wallet is
 * funded test key i here.
 */
import { mnemonicToSeedSync } from '@scure/bip39'
import { Keypair } from '@solana/web3.js'
import { deriveSolanaAccount } from '../../wallet/src/accounts/solanaAccount.ts'
import { DEVNET_MNEMONIC } from '../chain/startAnvil.ts'

export function deriveSolanaTestKeys(count: number, mnemonic = DEVNET_MNEMONIC): Keypair[] {
  const seed = mnemonicToSeedSync(mnemonic)
  return Array.from({ length: count }, (_, i) =>
    Keypair.fromSeed(deriveSolanaAccount(seed, i).privateKey),
  )
}
