/**
 * What the demo does with a connected wallet, through viem over the modal's EIP-1193 provider.
 * Loaded on first use, so viem is not part of the page's first load.
 */
import type { Eip1193Provider } from '@portico/modal'
import { createPublicClient, createWalletClient, custom, parseEther } from 'viem'

/**
 * Signs with the connected account and checks the signature as a dapp should: viem's
 * verifyMessage action accepts an EOA's signature, a deployed smart account's (EIP-1271) and a
 * not yet deployed one's (EIP-6492), reading the chain through the wallet's provider.
 */
export async function signDemoMessage(provider: Eip1193Provider, address: `0x${string}`) {
  const client = createWalletClient({ transport: custom(provider) })
  const message = `Hello from the Portico demo at ${new Date().toISOString()}`
  const signature = await client.signMessage({ account: address, message })
  const reader = createPublicClient({ transport: custom(provider) })
  const valid = await reader.verifyMessage({ address, message, signature })
  return { message, signature, valid }
}

export async function sendDemoTransaction(
  provider: Eip1193Provider,
  from: `0x${string}`,
  to: `0x${string}`,
) {
  const client = createWalletClient({ transport: custom(provider) })
  const chainId = await client.getChainId()
  return client.sendTransaction({
    account: from,
    to,
    value: parseEther('0.001'),
    chain: {
      id: chainId,
      name: `chain ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    },
  })
}
