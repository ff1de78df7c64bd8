/**
 * MAIN-world content script (document_start): creates the EIP-1193 provider, announces it
 * with EIP-6963, sets `window.ethereum` when no other wallet has, registers the Solana
 * wallet through the Wallet Standard and injects the polkadot{.js} interface
 * (`window.injectedWeb3`).
 */
import { z } from 'zod'
import { announceProvider } from './announceProvider.ts'
import { registerBitcoinProvider } from './bitcoinProvider.ts'
import { openPageChannel } from './pageChannel.ts'
import { injectPolkadotExtension } from './polkadotExtension.ts'
import { registerSolanaWallet } from './solanaWallet.ts'
import { TestWalletProvider } from './testWalletProvider.ts'

// No eval probes under the page's CSP.
z.config({ jitless: true })

// Opaque origins (sandboxed frames) cannot address postMessage to themselves: no wallet there.
if (window.location.origin !== 'null') {
  const channel = openPageChannel()
  const provider = new TestWalletProvider(channel)
  announceProvider(provider)
  registerBitcoinProvider(channel)
  void registerSolanaWallet(channel).catch(() => undefined)
  injectPolkadotExtension(channel, '0.1.0')
  if (!('ethereum' in window)) {
    Object.defineProperty(window, 'ethereum', {
      value: provider,
      configurable: true,
      enumerable: false,
      writable: true,
    })
  }
}
