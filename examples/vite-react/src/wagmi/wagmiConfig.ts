import { porticoWagmiConfig } from '@portico/modal/wagmi'
import { portico } from '../portico.ts'

// wagmi's chains, transports and connector, from Portico's networks and rpcMap.
export const wagmiConfig = porticoWagmiConfig(portico)

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig
  }
}
