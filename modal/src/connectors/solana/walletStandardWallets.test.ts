// @vitest-environment node
import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineEvmNetwork } from '../../chains/devnetNetworks.ts'
import { porticoSolanaDevnet, porticoSolanaDevnet2 } from '../../chains/solana/solanaNetworks.ts'
import {
  connectStandardWallet,
  type StandardWallet,
  standardChainFor,
  watchSolanaWallets,
} from './walletStandardWallets.ts'

const ADDRESS = '7ZKx5V1Kk3Qz4nTqYB5sxj4GxJ2hjHn1d6N9MwvR3X6p'
const OTHER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'

/** A Wallet Standard wallet object as an extension registers it (fake: one module's test). */
function fakeWallet(name: string, chains: string[], features: string[]) {
  const account = { address: ADDRESS, publicKey: new Uint8Array(32), chains, features: [] }
  const listeners = new Set<(p: { accounts?: unknown[] }) => void>()
  const calls: { feature: string; input: unknown }[] = []
  const all: Record<string, Record<string, unknown>> = {
    'standard:connect': {
      version: '1.0.0',
      connect: vi.fn(async (input: unknown) => {
        calls.push({ feature: 'connect', input })
        return { accounts: [account] }
      }),
    },
    'standard:events': {
      version: '1.0.0',
      on: (_event: string, listener: (p: { accounts?: unknown[] }) => void) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.0.0',
      signMessage: async (input: unknown) => {
        calls.push({ feature: 'signMessage', input })
        return [{ signedMessage: new Uint8Array([1]), signature: new Uint8Array(64).fill(7) }]
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      signTransaction: async (input: { transaction: Uint8Array }) => {
        calls.push({ feature: 'signTransaction', input })
        return [{ signedTransaction: new Uint8Array([...input.transaction, 9]) }]
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      signAndSendTransaction: async () => 'not bytes',
    },
  }
  const wallet = {
    version: '1.0.0' as const,
    name,
    icon: 'data:image/svg+xml;base64,AA==' as const,
    chains,
    accounts: [account],
    features: Object.fromEntries(features.map((f) => [f, all[f]])),
  } as unknown as StandardWallet
  return {
    wallet,
    calls,
    change: (accounts: unknown[]) => {
      for (const l of listeners) l({ accounts })
    },
  }
}

const unregister: (() => void)[] = []
afterEach(() => {
  for (const off of unregister.splice(0)) off()
})
const register = (wallet: StandardWallet) => unregister.push(getWallets().register(wallet))

const solanaFeatures = [
  'standard:connect',
  'standard:events',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
]

describe('Wallet Standard discovery', () => {
  it('lists Solana wallets with connect and a signing feature, also those registering later', () => {
    const seen: string[][] = []
    const stop = watchSolanaWallets((list) => seen.push(list.map((w) => w.name)))
    register(fakeWallet('Sol Wallet', ['solana:localnet'], solanaFeatures).wallet)
    register(fakeWallet('EVM only', ['eip155:1'], ['standard:connect']).wallet)
    register(fakeWallet('No signing', ['solana:devnet'], ['standard:connect']).wallet)
    stop()
    register(fakeWallet('After stop', ['solana:localnet'], solanaFeatures).wallet)
    expect(seen.at(-1)).toEqual(['Sol Wallet'])
  })

  it('names the wallet chain for a network: its CAIP-2 id, or localnet for a loopback cluster', () => {
    const local = { chains: ['solana:localnet' as const] }
    expect(standardChainFor(local, porticoSolanaDevnet)).toBe('solana:localnet')
    const remote = {
      ...porticoSolanaDevnet2,
      rpcUrls: { default: { http: ['https://rpc.example'] } },
    }
    expect(standardChainFor(local, remote)).toBeUndefined()
    const caip = { chains: [porticoSolanaDevnet.caipNetworkId as `${string}:${string}`] }
    expect(standardChainFor(caip, porticoSolanaDevnet)).toBe(porticoSolanaDevnet.caipNetworkId)
    expect(standardChainFor(caip, defineEvmNetwork(1, 'x', 'http://127.0.0.1:1'))).toBeUndefined()
  })
})

describe('a connected Wallet Standard wallet', () => {
  it('connects silently on restore and signs with the account and chain', async () => {
    const fake = fakeWallet('Sol Wallet', ['solana:localnet'], solanaFeatures)
    const session = await connectStandardWallet(fake.wallet, { silent: true })
    expect(fake.calls[0]).toEqual({ feature: 'connect', input: { silent: true } })
    expect(session.signer.address).toBe(ADDRESS)
    expect(session.supports(porticoSolanaDevnet)).toBe(true)

    expect(await session.signer.signMessage(new Uint8Array([1, 2]))).toEqual(
      new Uint8Array(64).fill(7),
    )
    const signed = await session.signer.signTransaction(new Uint8Array([5]), porticoSolanaDevnet)
    expect(signed).toEqual(new Uint8Array([5, 9]))
    expect(fake.calls.at(-1)?.input).toMatchObject({ chain: 'solana:localnet' })
  })

  it('refuses a cluster the wallet does not list, and a malformed answer', async () => {
    const fake = fakeWallet('Sol Wallet', ['solana:localnet'], solanaFeatures)
    const session = await connectStandardWallet(fake.wallet, { silent: false })
    const far = { ...porticoSolanaDevnet2, rpcUrls: { default: { http: ['https://rpc.example'] } } }
    expect(session.supports(far)).toBe(false)
    await expect(session.signer.signTransaction(new Uint8Array([1]), far)).rejects.toThrow(
      'Chain is not supported',
    )
    await expect(
      session.signer.signAndSendTransaction?.(new Uint8Array([1]), porticoSolanaDevnet),
    ).rejects.toMatchObject({ code: 'SOLANA_WALLET_BAD_ANSWER' })
  })

  it('follows standard:events: another account, or none', () => {
    const fake = fakeWallet('Sol Wallet', ['solana:localnet'], solanaFeatures)
    return connectStandardWallet(fake.wallet, { silent: false }).then((session) => {
      const seen: (string | undefined)[] = []
      session.watch?.((address) => seen.push(address))
      fake.change([{ address: OTHER }])
      expect(session.signer.address).toBe(OTHER)
      fake.change([])
      expect(seen).toEqual([OTHER, undefined])
    })
  })
})
