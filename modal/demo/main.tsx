import {
  createPortico,
  defineBitcoinNetwork,
  defineEvmNetwork,
  defineSolanaNetwork,
  polkadotMainnet,
  porticoSolanaDevnet2,
} from '@portico/modal'
import { PorticoProvider } from '@portico/modal/react'
import { createRoot } from 'react-dom/client'
import { DemoApp } from './DemoApp.tsx'
import { readDemoConfig } from './demoConfig.ts'

const config = readDemoConfig(document)
// `?bitcoin=only`: a Bitcoin-only dapp, the regtest network and no EVM chain (WalletConnect
// then proposes bip122 alone).
const bitcoinOnly = new URLSearchParams(location.search).get('bitcoin') === 'only'
// A local chain has no logo in any icon library: an image id from its name lets the cloud draw
// one with the name's initials.
const networks = (bitcoinOnly ? [] : config.chains).map((c) =>
  defineEvmNetwork(c.id, c.name, c.rpcUrl, {
    assets: { imageId: c.name.toLowerCase().replace(/[^a-z0-9]+/g, '-') },
    ...(c.usdtStyleTokens ? { usdtStyleTokens: c.usdtStyleTokens } : {}),
  }),
)
// `?solana` adds the stack's two Solana clusters (the second on its default port when the stack
// did not say).
if (config.solana && new URLSearchParams(location.search).has('solana')) {
  const reference = (caip2: string) => caip2.slice('solana:'.length)
  networks.push(
    defineSolanaNetwork(reference(config.solana.caip2), 'Portico Solana', config.solana.rpcUrl, {
      assets: { imageId: 'portico-solana' },
    }),
    config.solana2
      ? defineSolanaNetwork(
          reference(config.solana2.caip2),
          porticoSolanaDevnet2.name,
          config.solana2.rpcUrl,
          { assets: { imageId: 'portico-solana-2' } },
        )
      : porticoSolanaDevnet2,
  )
}
// `?polkadot` adds the Polkadot relay chain: no node runs offline, so it has no RPC (accounts and
// signing only, no balance).
if (new URLSearchParams(location.search).has('polkadot')) networks.push(polkadotMainnet)
// `?bitcoin` adds the regtest node (sats-connect extensions and WalletConnect's bip122);
// `?bitcoin=only` has it alone.
if (config.bitcoin && new URLSearchParams(location.search).has('bitcoin')) {
  const reference = config.bitcoin.caip2.slice('bip122:'.length)
  networks.push(
    defineBitcoinNetwork(reference, 'Portico Bitcoin', config.bitcoin.nodeUrl, {
      assets: { imageId: 'portico-bitcoin' },
    }),
  )
}
// `?preload=intent` opens the demo without the warm-up at idle (the bench compares the two).
const query = new URLSearchParams(location.search)
const preload = query.get('preload') === 'intent' ? 'intent' : 'idle'
// `?socials=farcaster,…` shows those social buttons (off by default, SPEC §1 as optionsSlice says).
const knownSocials = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'] as const
const socials = query
  .get('socials')
  ?.split(',')
  .filter((s): s is (typeof knownSocials)[number] =>
    (knownSocials as readonly string[]).includes(s),
  )
// `?siwx=required` (or `optional`) asks the wallet to sign in after connecting (SIWX).
const siwxMode = query.get('siwx')
const siwx =
  siwxMode === 'required' || siwxMode === 'optional'
    ? { required: siwxMode === 'required', statement: 'Sign in to the Portico demo' }
    : undefined
const portico = createPortico({
  projectId: config.projectId,
  preload,
  frameUrl: config.frameUrl,
  apiUrl: config.apiUrl,
  relayUrl: config.relayUrl,
  // The devnet's demo WalletConnect wallet (its catalogue entry carries its web-app link).
  featuredWalletIds: ['portico-demo-wallet'],
  ...(socials?.length ? { features: { socials } } : {}),
  ...(siwx ? { siwx } : {}),
  networks: networks.length ? networks : undefined,
  metadata: {
    name: 'Portico Demo',
    description: 'The Portico demo dapp',
    url: location.origin,
    icons: [],
  },
})
// Exposed for console experiments (and the e2e suite); it holds no secret.
;(window as unknown as { portico: typeof portico }).portico = portico

const rootElement = document.getElementById('root')
if (rootElement) {
  createRoot(rootElement).render(
    <PorticoProvider portico={portico}>
      <DemoApp portico={portico} />
    </PorticoProvider>,
  )
}
