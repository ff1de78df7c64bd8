/**
 * Serves the example dapp's production build (examples/vite-react, installed from the packed
 * tarball by `npm test`'s packages step) on its own origin. When that step has not run, it runs
 * here first, so the e2e suite also works on its own.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { preview } from 'vite'
import { exampleDir, exampleDistDir, prepareExample } from '../packages/exampleApp.ts'
import { packModal } from '../packages/packModal.ts'
import { EXAMPLE_PORT } from './e2eStack.ts'

export async function serveExample(): Promise<{ close(): Promise<void> }> {
  if (!existsSync(join(exampleDistDir, 'index.html'))) {
    console.log('The example dapp is not built yet: packing @portico/modal and building it…')
    prepareExample(packModal().tarball)
  }
  const server = await preview({
    configFile: false,
    root: exampleDir,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: EXAMPLE_PORT, strictPort: true },
  })
  return { close: () => server.close() }
}
