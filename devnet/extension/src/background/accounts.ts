/** The wallet's keys: HD accounts of the configured mnemonic (anvil's by default), derived once. */
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { loadConfig } from './loadConfig.ts'
import { readState } from './walletState.ts'

const derived = new Map<string, HDAccount>()

export function accountAt(mnemonic: string, addressIndex: number): HDAccount {
  const key = `${addressIndex}:${mnemonic}`
  let account = derived.get(key)
  if (!account) {
    account = mnemonicToAccount(mnemonic, { addressIndex })
    derived.set(key, account)
  }
  return account
}

/** The account at the state's current key index. */
export async function currentAccount(): Promise<HDAccount> {
  const [config, state] = await Promise.all([loadConfig(), readState()])
  return accountAt(config.mnemonic, state.accountIndex)
}
