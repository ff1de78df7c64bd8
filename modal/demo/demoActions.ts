/**
 * What the demo does with a connected wallet, through viem over the modal's EIP-1193 provider.
 * Loaded on first use, so viem is not part of the page's first load.
 */
import type { Eip1193Provider } from '@portico/modal'
import { createWalletClient, custom, parseEther, verifyMessage } from 'viem'

export async function signDemoMessage(provider: Eip1193Provider, address: `0x${string}`) {
  const client = createWalletClient({ transport: custom(provider) })
  const message = `Hello from the Portico demo at ${new Date().toISOString()}`
  const signature = await client.signMessage({ account: address, message })
  const valid = await verifyMessage({ address, message, signature })
  return { signature, valid }
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
