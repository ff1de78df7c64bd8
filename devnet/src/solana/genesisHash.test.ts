import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../config.ts'
import {
  genesisHashOf,
  SOLANA_LOCAL_2_GENESIS_HASH,
  SOLANA_LOCAL_GENESIS_HASH,
  solanaCaip2,
} from './genesisHash.ts'

describe('local genesis hashes', () => {
  it('are the documented derivations, distinct per cluster', () => {
    expect(SOLANA_LOCAL_GENESIS_HASH).toBe(genesisHashOf('portico-solana-local-1'))
    expect(SOLANA_LOCAL_2_GENESIS_HASH).toBe(genesisHashOf('portico-solana-local-2'))
    expect(solanaCaip2(SOLANA_LOCAL_GENESIS_HASH)).not.toBe(
      solanaCaip2(SOLANA_LOCAL_2_GENESIS_HASH),
    )
  })

  it('give a CAIP-2 id of the first 32 characters, as wallets expect', () => {
    expect(solanaCaip2('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d')).toBe(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
  })
})

it('is the genesis hash and CAIP-2 id the README documents', () => {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8').replace(/\s+/g, ' ')
  expect(readme).toContain(`is fixed, \`${SOLANA_LOCAL_GENESIS_HASH}\``)
  expect(readme).toContain(`\`${solanaCaip2(SOLANA_LOCAL_GENESIS_HASH)}\` (this local cluster)`)
})
