import { afterEach, describe, expect, it, vi } from 'vitest'
import { bitcoinMainnet, porticoBitcoinRegtest } from '../../chains/bitcoin/bitcoinNetworks.ts'
import { connectSatsConnectWallet, findSatsConnectWallets } from './satsConnectWallets.ts'

const PAYMENT = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const ORDINALS = 'bcrt1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqc8gma6'
const win = window as unknown as Record<string, unknown>

/** A sats-connect provider at `window.TestBtc.Provider` answering with `answer(method, params)`. */
function install(answer: (method: string, params: unknown) => unknown) {
  const request = vi.fn(async (method: string, params?: unknown) => answer(method, params))
  win.TestBtc = { Provider: { request } }
  win.btc_providers = [{ id: 'TestBtc.Provider', name: 'Test BTC', icon: 'data:image/svg+xml,x' }]
  return request
}

const ok = (result: unknown) => ({ jsonrpc: '2.0', id: '1', result })
const addresses = ok({
  addresses: [
    { address: PAYMENT, publicKey: '02'.padEnd(66, '1'), purpose: 'payment' },
    { address: ORDINALS, publicKey: '11'.repeat(32), purpose: 'ordinals' },
  ],
})

afterEach(() => {
  delete win.TestBtc
  delete win.btc_providers
})

describe('sats-connect discovery', () => {
  it('lists a provider found at its id path, and skips malformed or unreachable listings', () => {
    install(() => addresses)
    win.btc_providers = [
      { id: 'TestBtc.Provider', name: 'Test BTC' },
      { id: 'Nowhere.Provider', name: 'Missing' },
      { id: 'constructor.prototype', name: 'Prototype walk' },
      { id: 'TestBtc.Provider', name: '' },
      'not an object',
    ]
    expect(findSatsConnectWallets().map((w) => w.name)).toEqual(['Test BTC'])
  })
})

describe('a sats-connect session', () => {
  it('connects with getAddresses: payment and ordinals on the network their prefix names', async () => {
    const request = install(() => addresses)
    const [wallet] = findSatsConnectWallets()
    const session = await connectSatsConnectWallet(wallet as NonNullable<typeof wallet>)
    expect(request).toHaveBeenCalledWith(
      'getAddresses',
      expect.objectContaining({ purposes: ['payment', 'ordinals'] }),
    )
    expect(session.connectorId).toBe('sats-connect:TestBtc.Provider')
    expect(session.supports(porticoBitcoinRegtest)).toBe(true)
    expect(session.supports(bitcoinMainnet)).toBe(false)
    expect(session.signer.addresses(porticoBitcoinRegtest).map((a) => a.purpose)).toEqual([
      'payment',
      'ordinal',
    ])
  })

  it('turns a rejection into USER_REJECTED and a malformed answer into an error', async () => {
    install((method) =>
      method === 'getAddresses'
        ? addresses
        : method === 'signMessage'
          ? { jsonrpc: '2.0', id: '1', error: { code: -32000, message: 'User rejected' } }
          : ok({ txid: 'not a txid' }),
    )
    const [wallet] = findSatsConnectWallets()
    const session = await connectSatsConnectWallet(wallet as NonNullable<typeof wallet>)
    await expect(
      session.signer.signMessage({ address: PAYMENT, message: 'hi', protocol: 'bip322' }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED', message: 'User rejected the request.' })
    await expect(
      session.signer.sendTransfer({ from: PAYMENT, recipient: PAYMENT, amount: '1000' }),
    ).rejects.toMatchObject({ code: 'BITCOIN_BAD_ANSWER' })
  })

  it('refuses a wallet whose getAddresses answer is malformed', async () => {
    install(() => ok({ addresses: [{ address: 42, purpose: 'payment' }] }))
    const [wallet] = findSatsConnectWallets()
    await expect(
      connectSatsConnectWallet(wallet as NonNullable<typeof wallet>),
    ).rejects.toMatchObject({ code: 'BITCOIN_BAD_ANSWER' })
  })
})
