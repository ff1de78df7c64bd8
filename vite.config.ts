/**
 * Shared Vite/Vitest configuration: one Vitest project per workspace.
 * Each web app's build config lives beside the app (modal/vite.config.ts, secure-frame/vite.config.ts).
 */
import react from '@vitejs/plugin-react'

// Vitest 5's failure summary calls Map.groupBy, which Node 20 lacks; without it a failing run
// crashes before saying what failed.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, V>(items: Iterable<V>, key: (item: V, index: number) => K) {
      const groups = new Map<K, V[]>()
      let i = 0
      for (const item of items) {
        const k = key(item, i++)
        const group = groups.get(k)
        if (group) group.push(item)
        else groups.set(k, [item])
      }
      return groups
    },
  })
}

import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * Test files run in this many worker processes at once. Vitest's own default in `run` mode is
 * one fewer than the cores: one on CI's 2 cores, so 422 files ran one after another while most
 * of them waited on anvil, PostgreSQL, Redis, bcoin or a rate-limit window. Every suite starts
 * its servers on free ports and keeps its data in a temp dir of its own (the shared caches,
 * PGlite's snapshot and PostgreSQL's template, are written aside and renamed), so files may
 * overlap; one more worker than cores keeps both cores busy through those waits.
 * `npx vitest run --maxWorkers=1` still runs them one at a time.
 */
const maxWorkers = Math.max(3, availableParallelism())

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
    maxWorkers,
    projects: [
      node('shared', ['src/**/*.test.ts']),
      {
        plugins: [react()],
        test: {
          name: 'modal',
          root: 'modal',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'demo/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'secure-frame',
          root: 'secure-frame',
          environment: 'node',
          include: ['server/**/*.test.ts', 'app/**/*.test.{ts,tsx}'],
        },
      },
      node('cloud', ['src/**/*.test.ts']),
      {
        plugins: [react()],
        test: {
          name: 'console',
          root: 'cloud/console',
          environment: 'jsdom',
          include: ['**/*.test.{ts,tsx}'],
        },
      },
      node('devnet', ['src/**/*.test.ts', 'wallet/src/**/*.test.ts']),
      // What the packages step checks (tarball contents, README snippets), the house rules,
      // the interop checks and the security probes against the real servers (e2e/security).
      node('e2e', [
        'packages/**/*.test.ts',
        'rules/**/*.test.ts',
        'interop/**/*.test.ts',
        'security/**/*.test.ts',
        'bench/**/*.test.ts',
      ]),
    ],
  },
})
