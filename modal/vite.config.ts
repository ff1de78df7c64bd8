/** Build of the demo dapp (origin A), which bundles the modal from source. */
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { openPathChunk } from './vite/openPathChunk.ts'

export default defineConfig({
  root: fileURLToPath(new URL('./demo', import.meta.url)),
  base: '/',
  plugins: [react(), openPathChunk()],
  // The demo builds the modal from source; a dapp gets the built package (package.json exports).
  resolve: {
    alias: [
      {
        find: /^@portico\/modal$/,
        replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
      },
      {
        find: /^@portico\/modal\/(react|vite|wagmi)$/,
        replacement: fileURLToPath(new URL('./src/$1.ts', import.meta.url)),
      },
      {
        find: /^@portico\/modal\/smart-sessions$/,
        replacement: fileURLToPath(new URL('./src/smartSessions.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/demo', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
})
