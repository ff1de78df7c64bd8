// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { porticoBitcoinRegtest } from '../../chains/bitcoin/bitcoinNetworks.ts'
import type { BitcoinWalletSession } from './BitcoinSigner.ts'
import { createBitcoinProvider } from './createBitcoinProvider.ts'

const PAYMENT = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const TXID = 'ab'.repeat(32)

function setup() {
  const signer = {
    addresses: () => [{ address: PAYMENT, purpose: 'payment' as const }],
    signMessage: vi.fn(async () => ({ signature: 'c2ln', address: PAYMENT })),
    signPsbt: vi.fn(async () => ({ psbt: 'cHNidP8=', txid: TXID })),
    sendTransfer: vi.fn(async () => TXID),
    request: vi.fn(async () => null),
  }
  const session: BitcoinWalletSession = {
    connectorId: 'sats-connect:Test',
    info: { name: 'Test' },
    signer,
    supports: () => true,
    disconnect: async () => {},
  }
  const provider = createBitcoinProvider({
    session,
    network: porticoBitcoinRegtest,
    address: PAYMENT,
  })
  return { provider, signer }
}

describe('the Bitcoin provider', () => {
  it('has the AppKit shape and sends from the payment address', async () => {
    const { provider, signer } = setup()
    expect(await provider.getAccountAddresses()).toEqual([{ address: PAYMENT, purpose: 'payment' }])
    expect(
      await provider.signMessage({ address: PAYMENT, message: 'hi', protocol: 'bip322' }),
    ).toBe('c2ln')
    expect(await provider.sendTransfer({ recipient: PAYMENT, amount: '25000' })).toBe(TXID)
    expect(signer.sendTransfer).toHaveBeenCalledWith({
      from: PAYMENT,
      recipient: PAYMENT,
      amount: '25000',
    })
  })

  it('refuses bad arguments with a clear error before the wallet is asked', async () => {
    const { provider, signer } = setup()
    await expect(
      provider.sendTransfer({ recipient: PAYMENT, amount: '0.5' }),
    ).rejects.toMatchObject({ code: 'BITCOIN_INVALID_PARAMS' })
    await expect(
      provider.sendTransfer({
        recipient: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
        amount: '1000',
      }),
    ).rejects.toMatchObject({ code: 'BITCOIN_INVALID_PARAMS' })
    await expect(
      provider.signMessage({ address: PAYMENT, message: 'hi', protocol: 'rsa' as 'ecdsa' }),
    ).rejects.toMatchObject({ code: 'BITCOIN_INVALID_PARAMS' })
    await expect(provider.signPSBT({ psbt: '', signInputs: [] })).rejects.toMatchObject({
      code: 'BITCOIN_INVALID_PARAMS',
    })
    expect(signer.sendTransfer).not.toHaveBeenCalled()
    expect(signer.signMessage).not.toHaveBeenCalled()
    expect(signer.signPsbt).not.toHaveBeenCalled()
  })
})
