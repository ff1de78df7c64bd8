/**
 * The wallet's EVM account: BIP-44 m/44'/60'/0'/0/<index>, the path anvil funds, so account 0
 * of DEVNET_MNEMONIC is anvil's first test account.
 */
import type { HDKey } from '@scure/bip32'
import { type HDAccount, hdKeyToAccount } from 'viem/accounts'

export const evmDerivationPath = (index: number) => `m/44'/60'/0'/0/${index}`

export function deriveEvmAccount(masterKey: HDKey, index: number): HDAccount {
  return hdKeyToAccount(masterKey, { addressIndex: index })
}
