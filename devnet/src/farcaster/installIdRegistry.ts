/**
 * Puts Farcaster's ID registry on an anvil chain at its canonical address (the one
 * @farcaster/auth-client reads `idOf` from) and registers the test fid there. No transaction is
 * sent, so the deployer's nonce, and every address deployDevnet hands out, stays as it was: the
 * runtime code comes from an eth_call of the creation code and goes in with anvil_setCode, the
 * fid with anvil_setStorageAt (slot 0: `idOf`, slot 1: `custodyOf`).
 */
import {
  type Address,
  createPublicClient,
  encodeAbiParameters,
  type Hex,
  http,
  keccak256,
  numberToHex,
} from 'viem'
import { compileContracts } from '../chain/compileContracts.ts'

/** Where Optimism's ID registry lives, and where auth-client reads it. */
export const ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** The storage slot of `mapping[key]` declared at `slot` (Solidity's layout). */
export const mappingSlot = (key: Hex, keyType: 'address' | 'uint256', slot: number): Hex =>
  keccak256(
    encodeAbiParameters(
      [{ type: keyType }, { type: 'uint256' }],
      [keyType === 'address' ? key : BigInt(key), BigInt(slot)],
    ),
  )

export interface FarcasterRegistration {
  fid: number
  custody: Address
}

export async function installIdRegistry(
  rpcUrl: string,
  cacheDir: string,
  registrations: readonly FarcasterRegistration[],
): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const registry = compileContracts(cacheDir).FarcasterIdRegistry
  if (!registry) throw new Error('FarcasterIdRegistry is not compiled')
  const { data: runtime } = await client.call({ data: registry.bytecode })
  if (!runtime || runtime === '0x') throw new Error('FarcasterIdRegistry has no runtime code')
  const rpc = client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>
  await rpc({ method: 'anvil_setCode', params: [ID_REGISTRY_ADDRESS, runtime] })
  for (const { fid, custody } of registrations) {
    const fidWord = numberToHex(fid, { size: 32 })
    const custodyWord = encodeAbiParameters([{ type: 'address' }], [custody])
    await rpc({
      method: 'anvil_setStorageAt',
      params: [ID_REGISTRY_ADDRESS, mappingSlot(custody, 'address', 0), fidWord],
    })
    await rpc({
      method: 'anvil_setStorageAt',
      params: [ID_REGISTRY_ADDRESS, mappingSlot(fidWord, 'uint256', 1), custodyWord],
    })
  }
}
