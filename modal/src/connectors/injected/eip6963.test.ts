import { afterEach, describe, expect, it, vi } from 'vitest'
import { type InjectedWallet, watchInjectedWallets } from './eip6963.ts'

const icon = 'data:image/svg+xml;base64,PHN2Zy8+'
const provider = () => ({ request: vi.fn(async () => null) })
const announce = (detail: unknown) =>
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))

afterEach(() => {
  delete (window as { ethereum?: unknown }).ethereum
})

describe('watchInjectedWallets', () => {
  it('asks wallets to announce themselves and lists valid announcements, latest per rdns', () => {
    const requested = vi.fn()
    window.addEventListener('eip6963:requestProvider', requested)
    let seen: InjectedWallet[] = []
    const stop = watchInjectedWallets(window, (w) => {
      seen = w
    })
    expect(requested).toHaveBeenCalledTimes(1)
    const p1 = provider()
    announce({ info: { uuid: 'u1', name: 'Alpha', icon, rdns: 'io.alpha' }, provider: p1 })
    announce({ info: { uuid: 'u2', name: 'Alpha 2', icon, rdns: 'io.alpha' }, provider: p1 })
    announce({ info: { uuid: 'u3', name: 'Beta', icon, rdns: 'io.beta' }, provider: provider() })
    expect(seen.map((w) => w.info.name)).toEqual(['Alpha 2', 'Beta'])
    stop()
    announce({ info: { uuid: 'u4', name: 'Gamma', icon, rdns: 'io.gamma' }, provider: provider() })
    expect(seen).toHaveLength(2)
  })

  it('ignores announcements with a remote icon, a missing provider or bad fields', () => {
    let seen: InjectedWallet[] = []
    watchInjectedWallets(window, (w) => {
      seen = w
    })
    announce({
      info: { uuid: 'u', name: 'Evil', icon: 'https://evil.test/i.png', rdns: 'x.evil' },
      provider: provider(),
    })
    announce({
      info: { uuid: 'u', name: 'Evil', icon: 'javascript:alert(1)', rdns: 'x.evil' },
      provider: provider(),
    })
    announce({ info: { uuid: 'u', name: 'NoProvider', icon, rdns: 'x.none' } })
    announce({ info: { uuid: 'u', name: '', icon, rdns: 'x.empty' }, provider: provider() })
    announce(null)
    announce('string')
    expect(seen).toEqual([])
  })

  it('adds the legacy window.ethereum unless an announced wallet is the same provider', () => {
    const legacy = provider()
    ;(window as { ethereum?: unknown }).ethereum = legacy
    let seen: InjectedWallet[] = []
    watchInjectedWallets(window, (w) => {
      seen = w
    })
    expect(seen.map((w) => w.info.rdns)).toEqual(['injected'])
    announce({ info: { uuid: 'u', name: 'Legacy', icon, rdns: 'io.legacy' }, provider: legacy })
    expect(seen.map((w) => w.info.rdns)).toEqual(['io.legacy'])
  })
})
