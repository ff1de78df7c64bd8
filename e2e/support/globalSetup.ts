/**
 * Starts the stack (its cloud serving the test-sized wallet registry written here), its relay
 * process, the third-origin server and the example dapp's server once for the whole e2e run;
 * stops them after.
 */
import { rmSync } from 'node:fs'
import { allStackParts, startStack } from '@portico/devnet'
import { e2eConfig, THIRD_ORIGIN_PORT } from './e2eStack.ts'
import { serveExample } from './exampleServer.ts'
import { startRelayProcess, stopRelayProcess } from './relayProcess.ts'
import { startThirdOriginServer } from './thirdOriginServer.ts'
import { writeE2eCatalogue } from './walletCatalogueFixture.ts'

export default async function globalSetup() {
  // First, as it may build the example (and fail) before anything else is running.
  const example = await serveExample()
  // A relay left over from an interrupted run is stopped before its PID file goes.
  await stopRelayProcess('SIGKILL')
  rmSync(e2eConfig.dataDir, { recursive: true, force: true })
  if (e2eConfig.catalogueFile) writeE2eCatalogue(e2eConfig.catalogueFile)
  const stack = await startStack(e2eConfig, {
    ephemeral: true,
    parts: allStackParts.filter((part) => part !== 'relay'),
  }).catch(async (error) => {
    await example.close()
    throw error
  })
  // The relay runs as its own process, so that a spec can kill it and start it again; its
  // mailbox is in the stack's Redis, started above.
  await startRelayProcess().catch(async (error) => {
    await stack.stop()
    await example.close()
    throw error
  })
  const frameSrc = `${e2eConfig.frameOrigin}/sdk?projectId=${e2eConfig.projectId}&chainId=eip155%3A1&version=4&enableLogger=false`
  const third = await startThirdOriginServer(THIRD_ORIGIN_PORT, frameSrc, e2eConfig.demoOrigin)
  return async () => {
    await example.close()
    third.closeAllConnections()
    await new Promise((resolve) => third.close(resolve))
    await stack.stop()
    await stopRelayProcess()
  }
}
