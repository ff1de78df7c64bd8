import { ed25519 } from '@noble/curves/ed25519'
import { hexToBytes } from '@noble/hashes/utils'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { base58 } from '@scure/base'
import { createPublicClient, http, parseEther, stringToHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC, type RunningAnvil, startAnvil } from '../../../src/chain/startAnvil.ts'
import {
  polkadotSigningBytes,
  polkadotTransferPayload,
} from '../../../src/polkadot/polkadotTransferPayload.ts'
import { findFreePort } from '../../../src/ports.ts'
import { deriveWalletAccounts } from '../accounts/deriveWalletAccounts.ts'
import {
  BITCOIN_MAINNET,
  POLKADOT_MAINNET,
  SOLANA_MAINNET,
} from '../walletconnect/walletNamespaces.ts'
import { handleWalletRequest, type WalletRequestContext } from './handleWalletRequest.ts'
import { toRpcError } from './walletRpcError.ts'

const accounts = deriveWalletAccounts(DEVNET_MNEMONIC, 0)
const me = accounts.evm.address
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let anvil: RunningAnvil
let switched: number[] = []
let ctx: WalletRequestContext

beforeAll(async () => {
  const port = await findFreePort()
  anvil = await startAnvil({ host: '127.0.0.1', port, chainId: 31337 })
  ctx = {
    accounts,
    chains: [
      { id: 31337, name: 'Portico Devnet', rpcUrl: anvil.rpcUrl },
      { id: 31338, name: 'Portico Devnet 2', rpcUrl: 'http://127.0.0.1:1' },
    ],
    switchChain: async (id) => {
      switched.push(id)
    },
  }
}, 30_000)
afterAll(() => anvil?.stop())

const call = (chainId: string, method: string, params: unknown) =>
  handleWalletRequest(ctx, { id: 7, chainId, method, params })
const failure = (chainId: string, method: string, params: unknown) =>
  call(chainId, method, params).then(
    () => {
      throw new Error('expected a failure')
    },
    (error) => toRpcError(error),
  )

describe('eip155', () => {
  it('answers accounts and chain id', async () => {
    expect(await call('eip155:31337', 'eth_accounts', [])).toEqual([me])
    expect(await call('eip155:31337', 'eth_requestAccounts', [])).toEqual([me])
    expect(await call('eip155:31338', 'eth_chainId', [])).toBe('0x7a6a')
  })

  it('personal_sign and eth_sign sign with EIP-191', async () => {
    const message = stringToHex('hello')
    const signature = (await call('eip155:31337', 'personal_sign', [message, me])) as `0x${string}`
    expect(await verifyMessage({ address: me, message: 'hello', signature })).toBe(true)
    const ethSign = (await call('eip155:31337', 'eth_sign', [me, message])) as `0x${string}`
    expect(ethSign).toBe(signature)
  })

  it('refuses to sign for an account it does not hold', async () => {
    expect(await failure('eip155:31337', 'personal_sign', ['0x68', other])).toMatchObject({
      code: 4100,
    })
  })

  it('sends a transaction that anvil mines', async () => {
    const hash = (await call('eip155:31337', 'eth_sendTransaction', [
      { from: me, to: other, value: `0x${parseEther('0.001').toString(16)}` },
    ])) as `0x${string}`
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(me.toLowerCase())
  })

  it('refuses a transaction for another chain', async () => {
    const error = await failure('eip155:31337', 'eth_sendTransaction', [
      { from: me, to: other, chainId: '0x7a6a' },
    ])
    expect(error).toMatchObject({ code: -32602 })
  })

  it('switches chains it knows and refuses others with 4902', async () => {
    switched = []
    expect(await call('eip155:31337', 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBe(
      null,
    )
    expect(switched).toEqual([31338])
    expect(
      await failure('eip155:31337', 'wallet_switchEthereumChain', [{ chainId: '0x1' }]),
    ).toMatchObject({ code: 4902 })
  })

  it('answers 4200 to anything else, and -32602 to bad params', async () => {
    expect(await failure('eip155:31337', 'eth_signTransaction', [{}])).toEqual({
      code: 4200,
      message: 'Unsupported method',
    })
    expect(await failure('eip155:31337', 'personal_sign', 'nope')).toMatchObject({ code: -32602 })
    expect(await failure('eip155:1', 'eth_accounts', [])).toMatchObject({ code: 4902 })
  })
})

describe('solana, polkadot, bip122', () => {
  it('signs a Solana message and lists the account', async () => {
    const message = base58.encode(new TextEncoder().encode('gm'))
    const { signature } = (await call(SOLANA_MAINNET, 'solana_signMessage', {
      message,
      pubkey: accounts.solana.address,
    })) as { signature: string }
    expect(
      ed25519.verify(base58.decode(signature), base58.decode(message), accounts.solana.publicKey),
    ).toBe(true)
    expect(await call(SOLANA_MAINNET, 'solana_getAccounts', {})).toEqual([
      { pubkey: accounts.solana.address },
    ])
  })

  it('signs a Polkadot message with the request id', async () => {
    const result = (await call(POLKADOT_MAINNET, 'polkadot_signMessage', {
      address: accounts.polkadot.address,
      message: 'hi',
    })) as { id: number; signature: string }
    expect(result.id).toBe(7)
    const signed = new TextEncoder().encode('<Bytes>hi</Bytes>')
    expect(
      ed25519.verify(hexToBytes(result.signature.slice(2)), signed, accounts.polkadot.publicKey),
    ).toBe(true)
  })

  it('signs a complete Polkadot transaction payload as polkadot{.js} verifies it', async () => {
    const payload = polkadotTransferPayload({
      from: accounts.polkadot.address,
      to: accounts.polkadot.address,
      value: 1n,
    })
    const result = (await call(POLKADOT_MAINNET, 'polkadot_signTransaction', {
      address: accounts.polkadot.address,
      transactionPayload: payload,
    })) as { id: number; signature: string }
    await cryptoWaitReady()
    const verified = signatureVerify(
      polkadotSigningBytes(payload),
      result.signature,
      accounts.polkadot.address,
    )
    expect(verified.isValid).toBe(true)
    const { method: _, ...partial } = payload
    expect(
      await failure(POLKADOT_MAINNET, 'polkadot_signTransaction', {
        address: accounts.polkadot.address,
        transactionPayload: partial,
      }),
    ).toMatchObject({ code: -32602 })
  })

  it('signs a Bitcoin message and lists the address', async () => {
    const result = (await call(BITCOIN_MAINNET, 'signMessage', {
      account: accounts.bitcoin.address,
      message: 'hi',
    })) as { address: string; signature: string }
    expect(result.address).toBe(accounts.bitcoin.address)
    expect(result.signature).toMatch(/^[A-Za-z0-9+/]{87}=$/)
    const [entry] = (await call(BITCOIN_MAINNET, 'getAccountAddresses', {})) as {
      address: string
    }[]
    expect(entry?.address).toBe(accounts.bitcoin.address)
  })

  it('refuses unknown methods per namespace', async () => {
    expect(await failure(SOLANA_MAINNET, 'solana_signAndSendTransaction', {})).toMatchObject({
      code: 4200,
    })
    expect(await failure(BITCOIN_MAINNET, 'signPsbt', {})).toMatchObject({ code: 4200 })
  })
})
