import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC } from '../chain/startAnvil.ts'
import { findFreePort } from '../ports.ts'
import { fromBcoinAddress, toBcoinAddress } from './bcoinAddress.ts'
import type { BitcoinDeployment } from './bitcoinDeployment.ts'
import { deployBitcoin } from './deployBitcoin.ts'
import type { BcoinCoin } from './fundBitcoinAccounts.ts'
import { type RunningBitcoinNode, startBitcoinNode } from './startBitcoinNode.ts'

describe('a regtest bcoin node at start', () => {
  let node: RunningBitcoinNode
  let deployment: BitcoinDeployment
  const dir = mkdtempSync(join(tmpdir(), 'portico-bcoin-'))

  beforeAll(async () => {
    node = await startBitcoinNode({ host: '127.0.0.1', port: await findFreePort(), dataDir: dir })
    deployment = await deployBitcoin(node.url, DEVNET_MNEMONIC, 2)
  }, 60_000)
  afterAll(async () => {
    await node?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('names the regtest chain by its genesis hash', () => {
    expect(deployment.caip2).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
  })

  it('funds confirmed payment (P2WPKH) and ordinals (P2TR) accounts', async () => {
    const [first] = deployment.accounts
    expect(first?.payment.address).toMatch(/^bcrt1q/)
    expect(first?.ordinals.address).toMatch(/^bcrt1p/)
    for (const entry of [first?.payment, first?.ordinals]) {
      const res = await fetch(`${node.url}/coin/address/${toBcoinAddress(entry?.address ?? '')}`)
      const coins = (await res.json()) as BcoinCoin[]
      expect(coins.map((c) => String(c.value))).toEqual([entry?.sats])
      expect(coins[0]?.height).toBeGreaterThan(0)
    }
  })

  it('stops by PID', async () => {
    const pid = node.process.pid
    await node.stop()
    expect(() => process.kill(pid ?? 0, 0)).toThrow()
  })
})

describe('bcoin addresses', () => {
  it('round-trips P2WPKH and P2TR between bcoin and wallet spelling', () => {
    const wpkh = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
    const tr = 'bcrt1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqc8gma6'
    expect(toBcoinAddress(wpkh)).toMatch(/^rb1q/)
    expect(fromBcoinAddress(toBcoinAddress(wpkh))).toBe(wpkh)
    expect(fromBcoinAddress(toBcoinAddress(tr))).toBe(tr)
  })
})
