// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { bitcoinMainnet, porticoBitcoinRegtest } from '../../chains/bitcoin/bitcoinNetworks.ts'
import type { UniversalProvider } from '../walletconnect/createWalletConnectProvider.ts'
import type { Session } from '../walletconnect/walletConnectSession.ts'
import { walletConnectBitcoinSession } from './walletConnectBitcoinSession.ts'

const PAYMENT = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const ORDINALS = 'bcrt1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqc8gma6'
const TXID = 'cd'.repeat(32)

function setup(answer: (method: string, params: unknown) => unknown) {
  const request = vi.fn(async ({ method, params }: { method: string; params: unknown }) =>
    answer(method, params),
  )
  const provider = { request } as unknown as UniversalProvider
  const session = {
    namespaces: {
      bip122: {
        accounts: [`${porticoBitcoinRegtest.caipNetworkId}:${PAYMENT}`, 'bip122:bad'],
        methods: [],
        events: [],
      },
    },
    peer: { metadata: { name: 'Demo Wallet', icons: ['javascript:alert(1)'] } },
  } as unknown as Session
  return { request, provider, session }
}

const networks = [porticoBitcoinRegtest, bitcoinMainnet]

describe('a WalletConnect session’s bip122 namespace', () => {
  it('has the session’s payment account and the ordinals address the wallet lists', async () => {
    const { provider, session } = setup(() => [
      { address: PAYMENT, publicKey: '02ab', path: "m/84'/1'/0'/0/2", intention: 'payment' },
      { address: ORDINALS, intention: 'ordinal' },
    ])
    const wallet = await walletConnectBitcoinSession(provider, session, networks, () => undefined)
    expect(wallet?.supports(porticoBitcoinRegtest)).toBe(true)
    expect(wallet?.supports(bitcoinMainnet)).toBe(false)
    expect(wallet?.info).toEqual({ name: 'Demo Wallet', icon: undefined })
    expect(wallet?.signer.addresses(porticoBitcoinRegtest)).toEqual([
      { address: PAYMENT, publicKey: '02ab', path: "m/84'/1'/0'/0/2", purpose: 'payment' },
      { address: ORDINALS, purpose: 'ordinal' },
    ])
  })

  it('sends with WalletConnect’s parameters, and reads a rejection as the user’s', async () => {
    const { provider, session, request } = setup((method) => {
      if (method === 'getAccountAddresses') return []
      if (method === 'sendTransfer') return { txid: TXID }
      throw { code: 5000, message: 'User rejected.' }
    })
    const wallet = await walletConnectBitcoinSession(provider, session, networks, () => undefined)
    expect(
      await wallet?.signer.sendTransfer({ from: PAYMENT, recipient: PAYMENT, amount: '1000' }),
    ).toBe(TXID)
    expect(request).toHaveBeenCalledWith(
      {
        method: 'sendTransfer',
        params: { account: PAYMENT, recipientAddress: PAYMENT, amount: '1000' },
      },
      porticoBitcoinRegtest.caipNetworkId,
    )
    await expect(
      wallet?.signer.signMessage({ address: PAYMENT, message: 'hi' }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })

  it('is no session without an account on a configured network', async () => {
    const { provider, session } = setup(() => [])
    const wallet = await walletConnectBitcoinSession(
      provider,
      session,
      [bitcoinMainnet],
      () => undefined,
    )
    expect(wallet).toBeUndefined()
  })
})
