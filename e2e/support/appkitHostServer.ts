/**
 * Builds the AppKit interop host page (appkitHost/) with Vite and serves it on an allowed origin
 * of the e2e project. AppKit's W3mFrameProvider is bundled as published; only its secure-site
 * URL is pointed at our frame, the way AppKit itself reads it: W3mFrameConstants takes
 * `process.env.NEXT_PUBLIC_SECURE_SITE_SDK_URL` when a `process.env` exists (its polyfills give
 * the page one), and the bundler `define` replaces that expression with our frame's URL.
 */
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, preview } from 'vite'
import { APPKIT_HOST_PORT, e2eConfig } from './e2eStack.ts'

const sourceDir = join(import.meta.dirname, 'appkitHost')
const outDir = join(tmpdir(), 'portico-e2e-appkit-host')

export const appkitSecureSiteUrl = `${e2eConfig.frameOrigin}/sdk`

export async function buildAppKitHost(): Promise<void> {
  const [chain] = e2eConfig.chains
  if (!chain) throw new Error('the e2e stack has no chain')
  await build({
    configFile: false,
    root: sourceDir,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      // appkit-wallet's entry imports @reown/appkit-polyfills for its side effect (window gets a
      // `process.env` and a `Buffer`), but that package declares `sideEffects: false`, so a
      // tree-shaking bundler drops the import; W3mFrameConstants would then find no `process`
      // and fall back to AppKit's hosted site. Bundled without tree-shaking, it runs as published.
      rolldownOptions: { treeshake: false },
    },
    define: {
      'process.env.NEXT_PUBLIC_SECURE_SITE_SDK_URL': JSON.stringify(appkitSecureSiteUrl),
      __APPKIT_INTEROP__: JSON.stringify({
        projectId: e2eConfig.projectId,
        chainId: chain.id,
        rpcUrl: chain.rpcUrl,
      }),
    },
  })
}

export async function serveAppKitHost(): Promise<{ close(): Promise<void> }> {
  const server = await preview({
    configFile: false,
    root: sourceDir,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: APPKIT_HOST_PORT, strictPort: true },
  })
  return { close: () => server.close() }
}
