/**
 * The verifying paymaster's signing key: a devnet secret of the sponsor service. `npm start`
 * keeps it in the data dir (0600 in a 0700 directory) so the deployed paymaster's signer stays
 * the same across restarts of the service; test stacks make a new one in memory each start.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Hex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { z } from 'zod'
import { makePrivateDir, writePrivateFile } from '../privateFiles.ts'

const keySchema = z.string().regex(/^0x[0-9a-f]{64}$/) as z.ZodType<Hex>

/** The key in `dataDir`/bundler (made there at the first start), or a new one when ephemeral. */
export function paymasterSignerKey(dataDir: string | undefined): Hex {
  if (!dataDir) return generatePrivateKey()
  const dir = join(dataDir, 'bundler')
  const file = join(dir, 'paymaster-signer.key')
  makePrivateDir(dir)
  if (existsSync(file)) {
    const parsed = keySchema.safeParse(readFileSync(file, 'utf8').trim())
    if (parsed.success) return parsed.data
  }
  const key = generatePrivateKey()
  writePrivateFile(file, `${key}\n`)
  return key
}
