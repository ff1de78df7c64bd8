import { PorticoProvider } from '@portico/modal/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { portico } from '../portico.ts'
import { WagmiApp } from './WagmiApp.tsx'
import { wagmiConfig } from './wagmiConfig.ts'

const queryClient = new QueryClient()

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <PorticoProvider portico={portico}>
          <WagmiApp />
        </PorticoProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
