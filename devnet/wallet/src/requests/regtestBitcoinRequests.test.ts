import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BitcoinDeployment } from '../../../src/bitcoin/bitcoinDeployment.ts'
import { deployBitcoin } from '../../../src/bitcoin/deployBitcoin.ts'
import { type RunningBitcoinNode, startBitcoinNode } from '../../../src/bitcoin/startBitcoinNode.ts'
import { createBitcoinWallet } from '../../../src/bitcoin/wallet/bitcoinWallet.ts'
import { regtestNodeClient } from '../../../src/bitcoin/wallet/regtestNodeClient.ts'
import { DEVNET_MNEMONIC } from '../../../src/chain/startAnvil.ts'
import { findFreePort } from '../../../src/ports.ts'
import { deriveWalletAccounts } from '../accounts/deriveWalletAccounts.ts'
import { BITCOIN_MAINNET, buildSupportedNamespaces } from '../walletconnect/walletNamespaces.ts'
import { handleWalletRequest, type WalletRequestContext } from './handleWalletRequest.ts'
import { toRpcError } from './walletRpcError.ts'

describe('bip122 sessions on the regtest network (demo wallet)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-wallet-bcoin-'))
  const accounts = deriveWalletAccounts(DEVNET_MNEMONIC, 0)
  let node: RunningBitcoinNode
  let deployment: BitcoinDeployment
  let ctx: WalletRequestContext
  const request = (method: string, params: unknown) =>
    handleWalletRequest(ctx, { id: 1, chainId: deployment.caip2, method, params })

  beforeAll(async () => {
    node = await startBitcoinNode({ host: '127.0.0.1', port: await findFreePort(), dataDir: dir })
    deployment = await deployBitcoin(node.url, DEVNET_MNEMONIC, 2)
    ctx = {
      accounts,
      chains: [{ id: 31337, name: 'Portico Devnet', rpcUrl: 'http://127.0.0.1:1' }],
      switchChain: async () => {},
      bitcoinRegtest: {
        caip2: deployment.caip2,
        wallet: createBitcoinWallet(DEVNET_MNEMONIC, 0, regtestNodeClient(node.url)),
      },
    }
  }, 60_000)
  afterAll(async () => {
    await node?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('offers the regtest chain with the funded bcrt1 address beside mainnet', () => {
    const payment = deployment.accounts[0]?.payment.address ?? ''
    const { bip122 } = buildSupportedNamespaces(
      { evm: '0x0', solana: 'x', polkadot: 'x', bitcoin: accounts.bitcoin.address },
      [31337],
      [],
      { caip2: deployment.caip2, address: payment },
    )
    expect(bip122.chains).toEqual([BITCOIN_MAINNET, deployment.caip2])
    expect(bip122.accounts).toEqual([
      `${BITCOIN_MAINNET}:${accounts.bitcoin.address}`,
      `${deployment.caip2}:${payment}`,
    ])
    expect(bip122.methods).toEqual(
      expect.arrayContaining(['signMessage', 'signPsbt', 'sendTransfer']),
    )
  })

  it('sends a transfer on the node and answers with its txid', async () => {
    const account = deployment.accounts[0]?.payment.address
    const recipient = deployment.accounts[1]?.payment.address ?? ''
    const { txid } = (await request('sendTransfer', {
      account,
      recipientAddress: recipient,
      amount: '70000',
    })) as { txid: string }
    const utxos = await regtestNodeClient(node.url).utxos(recipient)
    expect(utxos.find((u) => u.txid === txid)?.value).toBe(70_000n)
  })

  it('signs with the protocol asked for, and refuses an account it does not hold', async () => {
    const address = deployment.accounts[0]?.ordinals.address
    const signed = (await request('signMessage', {
      address,
      message: 'hi',
      protocol: 'bip322',
    })) as {
      protocol: string
    }
    expect(signed.protocol).toBe('BIP322')
    const error = await request('sendTransfer', {
      account: deployment.accounts[1]?.payment.address,
      recipientAddress: address,
      amount: '1000',
    }).catch(toRpcError)
    expect(error).toMatchObject({ code: 4100 })
    const dust = await request('sendTransfer', {
      account: deployment.accounts[0]?.payment.address,
      recipientAddress: address,
      amount: '10',
    }).catch(toRpcError)
    expect(dust).toMatchObject({ code: -32602, message: expect.stringMatching(/dust/) })
  })
})
