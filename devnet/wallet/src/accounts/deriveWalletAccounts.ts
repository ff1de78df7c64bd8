/**
 * Every account the demo wallet holds, derived from one mnemonic and one account index:
 * EVM (BIP-44, coin 60), Solana (SLIP-0010, coin 501), Polkadot (Substrate ed25519) and
 * Bitcoin (BIP-84 P2WPKH). The same inputs always give the same accounts.
 */
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import type { HDAccount } from 'viem/accounts'
import {
  derivePolkadotAccount,
  type PolkadotAccount,
} from '../../../src/polkadot/wallet/polkadotAccount.ts'
import { type BitcoinAccount, deriveBitcoinAccount } from './bitcoinAccount.ts'
import { deriveEvmAccount } from './evmAccount.ts'
import { deriveSolanaAccount, type SolanaAccount } from './solanaAccount.ts'

export interface WalletAccounts {
  index: number
  evm: HDAccount
  solana: SolanaAccount
  polkadot: PolkadotAccount
  bitcoin: BitcoinAccount
}

export function deriveWalletAccounts(mnemonic: string, index: number): WalletAccounts {
  const seed = mnemonicToSeedSync(mnemonic)
  return {
    index,
    evm: deriveEvmAccount(HDKey.fromMasterSeed(seed), index),
    solana: deriveSolanaAccount(seed, index),
    polkadot: derivePolkadotAccount(mnemonic, index),
    bitcoin: deriveBitcoinAccount(seed, index),
  }
}
