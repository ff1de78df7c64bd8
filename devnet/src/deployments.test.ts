import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type Deployments, readDeployments, writeDeployments } from './deployments.ts'

const zero = `0x${'0'.repeat(40)}` as const
const evmOnly: Deployments = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:8545',
  deployer: zero,
  accounts: [zero],
  contracts: {
    weth9: zero,
    uniswapV2Factory: zero,
    uniswapV2Router02: zero,
    entryPoint: zero,
    smartAccountFactory: zero,
    verifyingPaymaster: zero,
    sessionAccountImplementation: zero,
  },
  pairInitCodeHash: `0x${'0'.repeat(64)}`,
  tokens: [],
  pools: [],
  collections: [],
}
const key = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const solana = {
  rpcUrl: 'http://127.0.0.1:8899',
  wsUrl: 'ws://127.0.0.1:8900',
  genesisHash: 'HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwknh4q6Ebd6qPeV',
  caip2: 'solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn',
  accounts: [{ address: key, lamports: '1000000000000' }],
  tokenProgram: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  mints: [],
}

describe('the deployments file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-deployments-'))

  it('reads a file without a Solana section (the stack ran without it)', () => {
    const file = join(dir, 'evm.json')
    writeDeployments(file, evmOnly)
    expect(readDeployments(file).solana).toBeUndefined()
  })

  it('keeps the Solana section and refuses a malformed one', () => {
    const file = join(dir, 'both.json')
    writeDeployments(file, { ...evmOnly, solana })
    expect(readDeployments(file).solana).toEqual(solana)
    writeFileSync(
      file,
      JSON.stringify({ ...evmOnly, solana: { ...solana, caip2: 'solana:short' } }),
    )
    expect(() => readDeployments(file)).toThrow()
  })
})
