/**
 * Shared Vite/Vitest configuration: one Vitest project per workspace.
 * Each web app's build config lives beside the app (modal/vite.config.ts, secure-frame/vite.config.ts).
 */
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const node = (name: string, include = ['**/*.test.ts']) => ({
  test: {
    name,
    root: name,
    environment: 'node' as const,
    include,
    exclude: ['**/node_modules/**', '**/dist/**'],
  },
})

export default defineConfig({
  test: {
    projects: [
      node('shared', ['src/**/*.test.ts']),
      {
        plugins: [react()],
        test: {
          name: 'modal',
          root: 'modal',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'demo/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'secure-frame',
          root: 'secure-frame',
          environment: 'node',
          include: ['server/**/*.test.ts', 'app/**/*.test.ts'],
        },
      },
      node('cloud', ['src/**/*.test.ts']),
      node('devnet', ['src/**/*.test.ts']),
    ],
  },
})
