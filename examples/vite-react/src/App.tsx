import {
  ConnectButton,
  PorticoProvider,
  useModalAccount,
  useModalProvider,
} from '@portico/modal/react'
import { useState } from 'react'
import { createWalletClient, custom, parseEther } from 'viem'
import { portico } from './portico.ts'

export function App() {
  return (
    <PorticoProvider portico={portico}>
      <ConnectButton />
      <Account />
    </PorticoProvider>
  )
}

// Hooks read Portico's state, so they run inside <PorticoProvider>.
function Account() {
  const { address, isConnected, balance, balanceSymbol } = useModalAccount()
  const { walletProvider } = useModalProvider('eip155')
  const [result, setResult] = useState('')
  if (!isConnected || !address || !walletProvider) return <p>Not connected</p>

  // The provider is EIP-1193: viem's custom() transport takes it as it is.
  const wallet = createWalletClient({
    account: address as `0x${string}`,
    transport: custom(walletProvider),
  })
  const run = (action: () => Promise<string>) => () =>
    action().then(setResult, (error: Error) => setResult(`Error: ${error.message}`))

  return (
    <section aria-label="Account">
      <p>
        Address: <output aria-label="Address">{address}</output>
      </p>
      <p>
        Balance:{' '}
        <output aria-label="Balance">
          {balance} {balanceSymbol}
        </output>
      </p>
      <button
        type="button"
        onClick={run(() => wallet.signMessage({ message: 'Hello from the example' }))}
      >
        Sign message
      </button>
      <button
        type="button"
        onClick={run(() =>
          wallet.sendTransaction({
            chain: null,
            to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
            value: parseEther('0.01'),
          }),
        )}
      >
        Send 0.01 ETH
      </button>
      <output aria-label="Result">{result}</output>
    </section>
  )
}
