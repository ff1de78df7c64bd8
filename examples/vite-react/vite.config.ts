import { openPathChunk } from '@portico/modal/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  // openPathChunk: what opening the modal runs goes into one chunk (one round of requests).
  plugins: [react(), openPathChunk()],
  build: {
    rolldownOptions: { input: ['index.html', 'wagmi.html'] },
  },
})
