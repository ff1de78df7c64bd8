/** Build of the demo WalletConnect wallet page (served by devnet/src/wallet/createDemoWalletServer.ts). */
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // WalletKit and viem make one large chunk; that is expected for this devnet tool.
    chunkSizeWarningLimit: 2000,
  },
})
