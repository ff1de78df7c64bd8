/**
 * The fee a message costs, as the runtime charges it: 5000 lamports per signature plus the
 * priority fee its ComputeBudget instructions ask for (price × limit, in micro-lamports).
 */
import type { VersionedMessage } from '@solana/web3.js'

export const LAMPORTS_PER_SIGNATURE = 5000
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000
const MAX_UNITS = 1_400_000

export function feeForMessage(message: VersionedMessage): number {
  const keys = message.staticAccountKeys.map((key) => key.toBase58())
  let price = 0n
  let limit: number | undefined
  let others = 0
  for (const ix of message.compiledInstructions) {
    const data = ix.data
    if (keys[ix.programIdIndex] !== COMPUTE_BUDGET_PROGRAM) {
      others += 1
      continue
    }
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (data[0] === 2 && data.length >= 5) limit = view.getUint32(1, true)
    if (data[0] === 3 && data.length >= 9) price = view.getBigUint64(1, true)
  }
  const units = BigInt(limit ?? Math.min(others * DEFAULT_UNITS_PER_INSTRUCTION, MAX_UNITS))
  const priority = (price * units + 999_999n) / 1_000_000n
  return message.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE + Number(priority)
}
