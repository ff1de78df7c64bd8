import { createPortico, porticoDevnet, porticoDevnet2 } from '@portico/modal'

const env = import.meta.env

export const portico = createPortico({
  projectId: env.VITE_PORTICO_PROJECT_ID ?? 'portico-demo', // a project that lists this origin
  networks: [porticoDevnet, porticoDevnet2],
  metadata: {
    name: 'Example dapp',
    description: 'Portico example',
    url: location.origin,
    icons: [],
  },
  // Unset, each URL is the local stack's default (`npm start`):
  frameUrl: env.VITE_PORTICO_FRAME_URL, // the secure frame
  apiUrl: env.VITE_PORTICO_API_URL, // the cloud API
  relayUrl: env.VITE_PORTICO_RELAY_URL, // the WalletConnect relay
  // Every network's RPC URL, in one place (keys are CAIP-2 network ids):
  rpcMap: {
    'eip155:31337': env.VITE_PORTICO_RPC_31337 ?? 'http://127.0.0.1:8545',
    'eip155:31338': env.VITE_PORTICO_RPC_31338 ?? 'http://127.0.0.1:8546',
  },
})
