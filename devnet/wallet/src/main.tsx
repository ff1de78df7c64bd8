/**
 * Entry of the demo wallet page: reads the embedded configuration and the URL, derives the
 * accounts, starts WalletKit and renders. `?uri=` pairs on load and is then removed from the
 * address bar, so that a reload does not pair twice.
 */
import { createRoot } from 'react-dom/client'
import './styles.css'
import { deriveWalletAccounts } from './accounts/deriveWalletAccounts.ts'
import { parsePageQuery } from './config/pageQuery.ts'
import { readWalletConfig } from './config/walletConfig.ts'
import { WalletController } from './controller/WalletController.ts'
import { installTestHook } from './testHook.ts'
import { App } from './ui/App.tsx'
import { ConfigError } from './ui/ConfigError.tsx'
import { createWalletKit } from './walletconnect/createWalletKit.ts'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('The page has no #root element')
const root = createRoot(rootElement)

const config = readWalletConfig(document)
const query = parsePageQuery(location.search)
if (!config.ok) root.render(<ConfigError message={config.error} />)
else if (!query.ok) root.render(<ConfigError message={query.error} />)
else {
  const { accountIndex, autoApprove, uri, oneClickAuth } = query.value
  const accounts = deriveWalletAccounts(config.value.mnemonic, accountIndex)
  const controller = new WalletController(config.value, accounts, autoApprove, oneClickAuth)
  installTestHook(controller)
  root.render(<App controller={controller} chains={config.value.chains} />)
  await controller.start(() =>
    createWalletKit({
      projectId: config.value.projectId,
      relayUrl: config.value.relayUrl,
      storagePrefix: `portico-demo-wallet-${accountIndex}`,
      metadata: {
        name: 'Portico Demo Wallet',
        description: 'The devnet WalletConnect wallet',
        url: location.origin,
        icons: [`${location.origin}/icon.svg`],
      },
    }),
  )
  if (uri) {
    const url = new URL(location.href)
    url.searchParams.delete('uri')
    history.replaceState(null, '', url)
    await controller.pair(uri)
  }
}
