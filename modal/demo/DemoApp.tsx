/**
 * The demo dapp: what a dapp does with Portico. Connect and network buttons, the account and
 * network read through the hooks, signing and sending through useModalProvider + viem, an event
 * log, and a check of the secure frame's round trip.
 */
import type { Eip1193Provider, Portico } from '@portico/modal'
import {
  ConnectButton,
  NetworkButton,
  useDisconnect,
  useModalAccount,
  useModalEvents,
  useModalNetwork,
  useModalProvider,
} from '@portico/modal/react'
import { useState } from 'react'

/** Where "send 0.001 ETH" sends: the second devnet test account. */
const DEMO_RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/**
 * hh:mm:ss (UTC) for the event log. Not toLocaleTimeString: its first call loads the locale
 * data, 30-60 ms here, and it ran while the modal opened (on MODAL_OPEN).
 */
const clockTime = (timestamp: number) => new Date(timestamp).toISOString().slice(11, 19)

export function DemoApp({ portico }: { portico: Portico }) {
  const account = useModalAccount()
  const { caipNetwork } = useModalNetwork()
  const { walletProvider } = useModalProvider('eip155')
  const { disconnect } = useDisconnect()
  const [log, setLog] = useState<string[]>([])
  useModalEvents((event) =>
    setLog((l) => [`${clockTime(event.timestamp)} ${event.data.event}`, ...l].slice(0, 20)),
  )
  const [result, setResult] = useState('')
  const [frameStatus, setFrameStatus] = useState('not loaded')

  const address = account.address as `0x${string}` | undefined
  /** Runs a wallet action through the modal's provider and shows its result or its error. */
  const withWallet =
    (label: string, action: (provider: Eip1193Provider, from: `0x${string}`) => Promise<string>) =>
    async () => {
      if (!walletProvider || !address) return
      setResult(`${label}…`)
      try {
        setResult(await action(walletProvider, address))
      } catch (error) {
        setResult(
          `${label} failed: ${(error as { shortMessage?: string; message?: string }).shortMessage ?? (error as Error).message}`,
        )
      }
    }

  const checkFrame = async () => {
    setFrameStatus('loading…')
    try {
      const auth = await portico.getAuthConnector()
      const [{ chainId }, { isConnected }] = await Promise.all([
        auth.request('GET_CHAIN_ID'),
        auth.request('IS_CONNECTED', {}),
      ])
      setFrameStatus(`ready · chain ${chainId} · ${isConnected ? 'signed in' : 'signed out'}`)
    } catch (error) {
      setFrameStatus(`error: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  return (
    <main>
      <h1>Portico demo dapp</h1>
      <p>Connect a wallet to this page through Portico.</p>
      <div className="row">
        <ConnectButton />
        <NetworkButton className="secondary" />
      </div>

      <section aria-labelledby="account-title">
        <h2 id="account-title">Account</h2>
        <dl>
          <dt>Status</dt>
          <dd data-testid="account-status">{account.status}</dd>
          <dt>Address</dt>
          <dd data-testid="account-address">{account.address ?? '—'}</dd>
          <dt>Network</dt>
          <dd data-testid="network-name">
            {caipNetwork ? `${caipNetwork.name} (${caipNetwork.caipNetworkId})` : '—'}
          </dd>
        </dl>
        <div className="row">
          <button
            type="button"
            disabled={!walletProvider || !address}
            onClick={withWallet('Signing', async (provider, from) => {
              const { signDemoMessage } = await import('./demoActions.ts')
              const { message, signature, valid } = await signDemoMessage(provider, from)
              return `Signed "${message}": ${signature} (${valid ? 'signature valid' : 'signature INVALID'})`
            })}
          >
            Sign a message
          </button>
          <button
            type="button"
            disabled={!walletProvider || !address}
            onClick={withWallet('Sending', async (provider, from) => {
              const { sendDemoTransaction } = await import('./demoActions.ts')
              return `Sent: ${await sendDemoTransaction(provider, from, DEMO_RECIPIENT)}`
            })}
          >
            Send 0.001 ETH
          </button>
          <button
            type="button"
            className="secondary"
            disabled={!account.isConnected}
            onClick={() => void disconnect()}
          >
            Disconnect
          </button>
        </div>
        <output aria-live="polite" data-testid="action-result">
          {result}
        </output>
      </section>

      <section aria-labelledby="events-title">
        <h2 id="events-title">Events</h2>
        <ol data-testid="event-log" className="log">
          {log.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a log's lines are identified by their position
            <li key={i}>{line}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="frame-title">
        <h2 id="frame-title">Secure frame</h2>
        <button type="button" className="secondary" onClick={checkFrame}>
          Check secure frame
        </button>
        <output aria-live="polite" data-testid="frame-status">
          {frameStatus}
        </output>
      </section>
    </main>
  )
}
