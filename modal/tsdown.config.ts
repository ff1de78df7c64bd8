/**
 * The library build of @portico/modal: ESM JavaScript and bundled .d.ts for each public entry.
 *
 * tsdown (Rolldown + rolldown-plugin-dts) because it builds a library's JS and one declaration
 * bundle per entry in one pass, inlining a private workspace package's code *and* types, which
 * is what `@portico/shared` needs: it is never published, so whatever the modal takes from it
 * must be inside this package. Vite's library mode would need a second tool for the types.
 */
import { defineConfig } from 'tsdown'

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    react: 'src/react.ts',
    vite: 'src/vite.ts',
    wagmi: 'src/wagmi.ts',
    'smart-sessions': 'src/smartSessions.ts',
  },
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  outDir: 'dist',
  clean: true,
  tsconfig: 'tsconfig.build.json',
  dts: { eager: true },
  deps: {
    // Private: bundled in, code and types.
    alwaysBundle: ['@portico/shared'],
  },
  outputOptions: {
    // Stable chunk names, so the `./vite` plugin can tell the open path's chunks in a dapp's build.
    chunkFileNames: 'chunks/[name]-[hash].js',
  },
})
