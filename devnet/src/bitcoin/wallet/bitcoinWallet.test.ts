import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { base64, bech32, bech32m, hex } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC } from '../../chain/startAnvil.ts'
import { findFreePort } from '../../ports.ts'
import type { BitcoinDeployment } from '../bitcoinDeployment.ts'
import { derivePaymentKey, REGTEST } from '../bitcoinKeys.ts'
import { deployBitcoin } from '../deployBitcoin.ts'
import { type RunningBitcoinNode, startBitcoinNode } from '../startBitcoinNode.ts'
import { type BitcoinWallet, createBitcoinWallet } from './bitcoinWallet.ts'
import { type RegtestNodeClient, regtestNodeClient } from './regtestNodeClient.ts'

function toTestnet(address: string): string {
  const codec = address.startsWith('bcrt1q') ? bech32 : bech32m
  return codec.encode('tb', codec.decode(address as `${string}1${string}`).words)
}

describe('the test wallets’ Bitcoin methods against a regtest node', () => {
  let node: RunningBitcoinNode
  let deployment: BitcoinDeployment
  let client: RegtestNodeClient
  let wallet: BitcoinWallet
  const dir = mkdtempSync(join(tmpdir(), 'portico-btc-wallet-'))
  const balance = async (address: string) =>
    (await client.utxos(address)).reduce((sum, u) => sum + u.value, 0n)

  beforeAll(async () => {
    node = await startBitcoinNode({ host: '127.0.0.1', port: await findFreePort(), dataDir: dir })
    deployment = await deployBitcoin(node.url, DEVNET_MNEMONIC, 2)
    client = regtestNodeClient(node.url)
    wallet = createBitcoinWallet(DEVNET_MNEMONIC, 0, client)
  }, 60_000)
  afterAll(async () => {
    await node?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('gives the funded payment and ordinals addresses, payment first', () => {
    const [payment, ordinals] = wallet.addresses({ purposes: ['payment', 'ordinals'] })
    expect(payment).toMatchObject({
      address: deployment.accounts[0]?.payment.address,
      purpose: 'payment',
      addressType: 'p2wpkh',
    })
    expect(ordinals).toMatchObject({
      address: deployment.accounts[0]?.ordinals.address,
      purpose: 'ordinals',
      addressType: 'p2tr',
    })
    expect(wallet.addresses({ purposes: ['ordinals'] })).toHaveLength(1)
  })

  // bcoin 1.0.2's verifymessage is not Bitcoin Core's (no varint framing, DER only), so the
  // check is bip322-js, which verifies BIP-137 signatures too.
  it('signs messages with ECDSA by default for payment, BIP-322 for ordinals', () => {
    const [payment, ordinals] = wallet.addresses({ purposes: ['payment', 'ordinals'] })
    const ecdsa = wallet.signMessage({ address: payment?.address ?? '', message: 'gm' })
    expect(ecdsa.protocol).toBe('ECDSA')
    expect(Verifier.verifySignature(toTestnet(ecdsa.address), 'gm', ecdsa.signature)).toBe(true)
    const bip322 = wallet.signMessage({ address: ordinals?.address ?? '', message: 'gm' })
    expect(bip322.protocol).toBe('BIP322')
    expect(Verifier.verifySignature(toTestnet(bip322.address), 'gm', bip322.signature)).toBe(true)
    expect(() =>
      wallet.signMessage({ address: ordinals?.address ?? '', message: 'gm', protocol: 'ECDSA' }),
    ).toThrow(expect.objectContaining({ rpcCode: -32602 }))
  })

  it('refuses an address it does not hold', () => {
    const other = deployment.accounts[1]?.payment.address ?? ''
    expect(() => wallet.signMessage({ address: other, message: 'x' })).toThrow(
      expect.objectContaining({ rpcCode: -32002 }),
    )
  })

  it('signs the PSBT inputs asked for and broadcasts it', async () => {
    const payment = derivePaymentKey(DEVNET_MNEMONIC, 0)
    const [utxo] = await client.utxos(payment.address)
    const recipient = deployment.accounts[1]?.ordinals.address ?? ''
    const before = await balance(recipient)
    const tx = new btc.Transaction()
    tx.addInput({
      txid: utxo?.txid ?? '',
      index: utxo?.vout ?? 0,
      witnessUtxo: { script: hex.decode(utxo?.script ?? ''), amount: utxo?.value ?? 0n },
    })
    tx.addOutputAddress(recipient, 20_000n, REGTEST)
    tx.addOutputAddress(payment.address, (utxo?.value ?? 0n) - 20_000n - 1_000n, REGTEST)
    const unsigned = base64.encode(tx.toPSBT())

    const signedOnly = await wallet.signPsbt({
      psbt: unsigned,
      signInputs: { [payment.address]: [0] },
    })
    expect(signedOnly.txid).toBeUndefined()
    const signed = btc.Transaction.fromPSBT(base64.decode(signedOnly.psbt))
    expect(signed.getInput(0).partialSig?.length).toBe(1)

    const sent = await wallet.signPsbt({
      psbt: unsigned,
      signInputs: { [payment.address]: [0] },
      broadcast: true,
    })
    expect(sent.txid).toMatch(/^[0-9a-f]{64}$/)
    expect(await balance(recipient)).toBe(before + 20_000n)
  })

  it('sends a transfer at the node’s fee rate, and refuses dust and too large amounts', async () => {
    const recipient = deployment.accounts[1]?.payment.address ?? ''
    const before = await balance(recipient)
    const { txid } = await wallet.sendTransfer({
      recipients: [{ address: recipient, amount: 123_456 }],
    })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(await balance(recipient)).toBe(before + 123_456n)
    await expect(
      wallet.sendTransfer({ recipients: [{ address: recipient, amount: 100 }] }),
    ).rejects.toThrow(/dust/)
    await expect(
      wallet.sendTransfer({ recipients: [{ address: recipient, amount: '100000000000' }] }),
    ).rejects.toThrow(/enough BTC/)
  })
})
