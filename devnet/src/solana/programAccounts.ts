/**
 * getProgramAccounts: the accounts a program owns, narrowed by the RPC's `dataSize` and
 * `memcmp` filters (bytes given in base58, or base64 when `encoding` says so).
 */
import { base58 } from '@scure/base'
import type { LiteSVM } from 'litesvm'
import { z } from 'zod'
import type { RawAccount } from './readAccount.ts'

export const programAccountFilter = z.union([
  z.object({ dataSize: z.number().int().min(0) }),
  z.object({
    memcmp: z.object({
      offset: z.number().int().min(0),
      bytes: z.string(),
      encoding: z.enum(['base58', 'base64']).optional(),
    }),
  }),
])
export type ProgramAccountFilter = z.infer<typeof programAccountFilter>

function matches(data: Uint8Array, filter: ProgramAccountFilter): boolean {
  if ('dataSize' in filter) return data.length === filter.dataSize
  const { offset, bytes, encoding } = filter.memcmp
  const wanted = encoding === 'base64' ? Buffer.from(bytes, 'base64') : base58.decode(bytes)
  if (offset + wanted.length > data.length) return false
  return wanted.every((byte, i) => data[offset + i] === byte)
}

export function programAccounts(
  svm: LiteSVM,
  programId: string,
  filters: ProgramAccountFilter[] = [],
): { pubkey: string; account: RawAccount }[] {
  return svm
    .getProgramAccounts(programId as Parameters<LiteSVM['getProgramAccounts']>[0])
    .map((encoded) => ({
      pubkey: encoded.address as string,
      account: {
        lamports: BigInt(encoded.lamports),
        owner: encoded.programAddress as string,
        data: new Uint8Array(encoded.data),
        executable: encoded.executable,
      },
    }))
    .filter(({ account }) => filters.every((filter) => matches(account.data, filter)))
}
