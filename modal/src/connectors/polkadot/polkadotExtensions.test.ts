// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { definePolkadotNetwork, polkadotMainnet } from '../../chains/polkadot/polkadotNetworks.ts'
import {
  connectPolkadotExtension,
  readPolkadotExtensions,
  watchPolkadotExtensions,
} from './polkadotExtensions.ts'

const ADDRESS = '14fNift8UdU2Dezs3LPZUHbFVma2gpS1nxQeCkrBQRmV9Z3d'
const OTHER = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const SIG = `0x00${'ab'.repeat(64)}`

function extension(overrides: Record<string, unknown> = {}) {
  const signPayload = vi.fn(async () => ({ id: 1, signature: SIG }))
  const signRaw = vi.fn(async () => ({ id: 2, signature: `0x${'cd'.repeat(64)}` }))
  const injected = {
    accounts: { get: async () => [{ address: '0x1234', type: 'ethereum' }, { address: ADDRESS }] },
    signer: { signPayload, signRaw },
    ...overrides,
  }
  const enable = vi.fn(async () => injected)
  return {
    enable,
    signPayload,
    signRaw,
    window: { injectedWeb3: { 'portico-test-wallet': { version: '0.1.0', enable } } },
  }
}

describe('polkadot{.js}-interface extensions', () => {
  it('lists the injected extensions with the interface, named from their key', () => {
    const page = {
      injectedWeb3: {
        'polkadot-js': { version: '0.63.1', enable: async () => ({}) },
        'portico-test-wallet': { enable: async () => ({}) },
        broken: { version: '1' },
        'bad key!': { enable: async () => ({}) },
      },
    }
    expect(readPolkadotExtensions(page).map((e) => [e.key, e.name])).toEqual([
      ['polkadot-js', 'polkadot{.js}'],
      ['portico-test-wallet', 'Portico Test Wallet'],
    ])
    expect(readPolkadotExtensions({})).toEqual([])
    expect(readPolkadotExtensions({ injectedWeb3: 'nope' })).toEqual([])
  })

  it('lists an extension that injects later', () => {
    vi.useFakeTimers()
    const page: { injectedWeb3?: Record<string, unknown> } = {}
    const seen: string[][] = []
    const stop = watchPolkadotExtensions(page, (list) => seen.push(list.map((e) => e.key)))
    page.injectedWeb3 = { late: { enable: async () => ({}) } }
    vi.advanceTimersByTime(600)
    stop()
    vi.useRealTimers()
    expect(seen).toEqual([[], ['late']])
  })

  it('connects the first Polkadot account and signs through the extension', async () => {
    const ext = extension()
    const [found] = readPolkadotExtensions(ext.window)
    if (!found) throw new Error('not found')
    const session = await connectPolkadotExtension(found, 'Portico Demo')
    expect(ext.enable).toHaveBeenCalledWith('Portico Demo')
    expect(session.connectorId).toBe('injectedWeb3:portico-test-wallet')
    expect(session.signer.address).toBe(ADDRESS)
    expect(session.supports(polkadotMainnet)).toBe(true)

    expect(await session.signer.signRaw('hello')).toBe(`0x${'cd'.repeat(64)}`)
    expect(ext.signRaw).toHaveBeenCalledWith({
      address: ADDRESS,
      data: '0x68656c6c6f',
      type: 'bytes',
    })
    const payload = { address: ADDRESS, method: '0x00' } as never
    expect(await session.signer.signPayload(payload)).toBe(SIG)
    await expect(
      session.signer.signPayload({ address: OTHER, method: '0x00' } as never),
    ).rejects.toThrow('another account')
  })

  it('refuses an extension without a Polkadot account or with a malformed answer', async () => {
    const none = extension({ accounts: { get: async () => [] } })
    const [a] = readPolkadotExtensions(none.window)
    await expect(connectPolkadotExtension(a as never, 'x')).rejects.toThrow('no Polkadot account')

    const odd = extension({
      signer: { signPayload: async () => ({ signature: 'nope' }), signRaw: () => 1 },
    })
    const [b] = readPolkadotExtensions(odd.window)
    const session = await connectPolkadotExtension(b as never, 'x')
    await expect(session.signer.signPayload({ address: ADDRESS } as never)).rejects.toThrow(
      'cannot be used',
    )

    const broken = extension({ signer: undefined })
    const [c] = readPolkadotExtensions(broken.window)
    await expect(connectPolkadotExtension(c as never, 'x')).rejects.toThrow('an interface')
  })

  it('an account bound to one chain signs only there', async () => {
    const bound = extension({
      accounts: {
        get: async () => [
          {
            address: ADDRESS,
            genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
          },
        ],
      },
    })
    const [found] = readPolkadotExtensions(bound.window)
    const session = await connectPolkadotExtension(found as never, 'x')
    expect(session.supports(polkadotMainnet)).toBe(true)
    expect(
      session.supports(definePolkadotNetwork('b0a8d493285c2df73290dfb7e61f870f', 'Kusama')),
    ).toBe(false)
  })
})
