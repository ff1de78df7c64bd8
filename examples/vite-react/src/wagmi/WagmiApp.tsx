import { ConnectButton } from '@portico/modal/react'
import { useEffect } from 'react'
import { formatUnits, parseEther } from 'viem'
import {
  useBalance,
  useChains,
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
} from 'wagmi'

// A wagmi app: Portico's button opens the modal (any way to connect); wagmi's hooks do the rest.
export function WagmiApp() {
  const { address, chainId, isConnected, status } = useConnection()
  const connectors = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  const chains = useChains()
  const switchChain = useSwitchChain()
  const balance = useBalance({ address })
  const sign = useSignMessage()
  const send = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash: send.data })
  // The balance is read again once the transaction is mined.
  const { refetch } = balance
  useEffect(() => {
    if (receipt.isSuccess) void refetch()
  }, [receipt.isSuccess, refetch])
  const error = connect.error ?? disconnect.error ?? switchChain.error ?? sign.error ?? send.error

  return (
    <main>
      <ConnectButton />
      <p>
        wagmi: <output aria-label="wagmi status">{status}</output>
      </p>
      {!isConnected &&
        connectors.map((connector) => (
          <button key={connector.uid} type="button" onClick={() => connect.mutate({ connector })}>
            Connect with wagmi ({connector.name})
          </button>
        ))}
      {isConnected && (
        <section aria-label="wagmi account">
          <p>
            Address: <output aria-label="wagmi address">{address}</output>
          </p>
          <p>
            Chain: <output aria-label="wagmi chain">{chainId}</output>
          </p>
          <p>
            Balance:{' '}
            <output aria-label="wagmi balance">
              {balance.data &&
                `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}`}
            </output>
          </p>
          <button type="button" onClick={() => sign.mutate({ message: 'Hello from wagmi' })}>
            Sign with wagmi
          </button>
          <output aria-label="wagmi signature">{sign.data}</output>
          <button
            type="button"
            onClick={() =>
              send.mutate({
                to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
                value: parseEther('0.01'),
              })
            }
          >
            Send with wagmi
          </button>
          <output aria-label="wagmi transaction">{send.data}</output>
          {chains
            .filter((chain) => chain.id !== chainId)
            .map((chain) => (
              <button
                key={chain.id}
                type="button"
                onClick={() => switchChain.mutate({ chainId: chain.id })}
              >
                Switch to {chain.name}
              </button>
            ))}
          <button type="button" onClick={() => disconnect.mutate()}>
            Disconnect with wagmi
          </button>
        </section>
      )}
      {error && <p role="alert">{error.message}</p>}
    </main>
  )
}
