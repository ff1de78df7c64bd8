/** Build of the secure frame app (origin B). The server serves dist/ and templates /sdk. */
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { inlineEntryScript } from './vite/inlineEntryScript.ts'

export default defineConfig({
  root: fileURLToPath(new URL('./app', import.meta.url)),
  base: '/',
  plugins: [react(), inlineEntryScript()],
  worker: { format: 'es' },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the frame supports preloads modules itself; the polyfill would run before READY.
    modulePreload: { polyfill: false },
  },
})
