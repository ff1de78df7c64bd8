import { describe, expect, it } from 'vitest'
import { parseWalletConfig } from './walletConfig.ts'

const good = {
  projectId: 'portico-demo',
  relayUrl: 'ws://127.0.0.1:4200',
  mnemonic: 'test test test test test test test test test test test junk',
  chains: [{ id: 31337, name: 'Portico Devnet', rpcUrl: 'http://127.0.0.1:8545' }],
}

describe('parseWalletConfig', () => {
  it('accepts a good configuration', () => {
    const result = parseWalletConfig(JSON.stringify(good))
    expect(result).toEqual({ ok: true, value: good })
  })

  it('names every bad field', () => {
    const result = parseWalletConfig(
      JSON.stringify({ ...good, relayUrl: 'http://x', mnemonic: 'not a mnemonic', chains: [] }),
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error).toMatch(/relayUrl: must be a ws:\/\/ or wss:\/\/ URL/)
    expect(result.error).toMatch(/mnemonic: must be a BIP-39/)
    expect(result.error).toMatch(/chains: needs at least one EVM chain/)
  })

  it('explains a missing or broken config', () => {
    expect(parseWalletConfig(null)).toMatchObject({ ok: false, error: /missing/ })
    expect(parseWalletConfig('{')).toMatchObject({ ok: false, error: /not valid JSON/ })
  })

  it('checks extra Solana networks', () => {
    const bad = parseWalletConfig(JSON.stringify({ ...good, solana: { chains: ['solana:xyz'] } }))
    expect(bad.ok).toBe(false)
    const ok = parseWalletConfig(
      JSON.stringify({ ...good, solana: { chains: ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'] } }),
    )
    expect(ok.ok).toBe(true)
  })

  it('takes the Bitcoin node as its URL or its same-origin proxy path, nothing else', () => {
    const caip2 = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
    const withNode = (nodeUrl: string) =>
      parseWalletConfig(JSON.stringify({ ...good, bitcoin: { caip2, nodeUrl } })).ok
    expect(withNode('/bitcoin-node')).toBe(true)
    expect(withNode('http://127.0.0.1:48332')).toBe(true)
    expect(withNode('//evil.example/x')).toBe(false)
    expect(withNode('/bitcoin-node/../x')).toBe(false)
    expect(withNode('javascript:alert(1)')).toBe(false)
  })
})
