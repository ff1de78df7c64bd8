/**
 * The bip122 entry of the deployments file: the regtest node's URL and CAIP-2 id, and the
 * funded test accounts (payment P2WPKH and ordinals P2TR per mnemonic index).
 */
import { z } from 'zod'
import type { BitcoinKey } from './bitcoinKeys.ts'

const keyEntry = z.object({ address: z.string(), publicKey: z.string(), path: z.string() })

export const bitcoinDeploymentSchema = z.object({
  /** `bip122:` + the first 32 hex characters of the regtest genesis block hash. */
  caip2: z.string().regex(/^bip122:[0-9a-f]{32}$/),
  genesisHash: z.string().regex(/^[0-9a-f]{64}$/),
  /** The node's HTTP API and JSON-RPC (bcoin, no auth, loopback). */
  nodeUrl: z.string().url(),
  /** Its address prefix as wallets write it. */
  bech32Prefix: z.literal('bcrt'),
  miner: keyEntry,
  accounts: z.array(
    z.object({
      index: z.number().int(),
      payment: keyEntry.extend({ sats: z.string().regex(/^\d+$/) }),
      ordinals: keyEntry.extend({ sats: z.string().regex(/^\d+$/) }),
    }),
  ),
})
export type BitcoinDeployment = z.infer<typeof bitcoinDeploymentSchema>

export const toKeyEntry = (key: BitcoinKey) => ({
  address: key.address,
  publicKey: Buffer.from(key.publicKey).toString('hex'),
  path: key.path,
})
