// Every entry point of @portico/modal, used the way a dapp uses it: type-checked by
// tsconfig.strict.json (every declaration file checked) and tsconfig.node16.json (Node 16 resolution).
import { type CaipNetwork, createPortico, type Portico, porticoDevnet } from '@portico/modal'
import { ConnectButton, PorticoProvider, useModalAccount } from '@portico/modal/react'
import { openPathChunk } from '@portico/modal/vite'
import { porticoConnector, porticoWagmiConfig } from '@portico/modal/wagmi'

const networks: [CaipNetwork] = [porticoDevnet]
const portico: Portico = createPortico({ projectId: 'portico-demo', networks })
export const used = [
  ConnectButton,
  PorticoProvider,
  useModalAccount,
  openPathChunk().name,
  porticoConnector(portico),
  porticoWagmiConfig(portico),
]
