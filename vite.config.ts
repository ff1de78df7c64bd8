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
/**
 * With files side by side a test that does its own setup (a PGlite snapshot loaded, a
 * dependency graph walked) can take longer than Vitest's 5 s default on 2 busy cores. A test
 * fails on what it asserts; this only bounds how long a hung one holds its worker.
 */
const testTimeout = 30_000
/** devnet files that assert a latency or memory bound (see the devnet-timed project). */
const timed = [
  'src/relay/spawnRelayProcess.flood.test.ts',
  'src/relay/startRelay.backpressure.test.ts',
]

const node = (name: string, include = ['**/*.test.ts']) => ({
  test: {
    name,
    root: name,
    environment: 'node' as const,
    testTimeout,
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
          testTimeout,
          include: ['src/**/*.test.{ts,tsx}', 'demo/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'secure-frame',
          root: 'secure-frame',
          environment: 'node',
          testTimeout,
          include: ['server/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
        },
      },
      node('cloud', ['src/**/*.test.ts']),
      {
        plugins: [react()],
        test: {
          name: 'console',
          root: 'cloud/console',
          environment: 'jsdom',
          testTimeout,
          include: ['**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          ...node('devnet', ['src/**/*.test.ts', 'wallet/src/**/*.test.ts']).test,
          exclude: ['**/node_modules/**', '**/dist/**', ...timed],
        },
      },
      // The relay's bounds on round-trip p99 and RSS hold on a 2-core machine when nothing else
      // runs: these files run last, one at a time, once every other file is done.
      {
        test: {
          ...node('devnet-timed', timed).test,
          root: 'devnet',
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
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
