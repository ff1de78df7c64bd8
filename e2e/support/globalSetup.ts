/** Starts the stack and the third-origin server once for the whole e2e run; stops both after. */
import { rmSync } from 'node:fs'
import { startStack } from '@portico/devnet'
import { e2eConfig, THIRD_ORIGIN_PORT } from './e2eStack.ts'
import { startThirdOriginServer } from './thirdOriginServer.ts'

export default async function globalSetup() {
  rmSync(e2eConfig.dataDir, { recursive: true, force: true })
  const stack = await startStack(e2eConfig, { ephemeral: true })
  const frameSrc = `${e2eConfig.frameOrigin}/sdk?projectId=${e2eConfig.projectId}&chainId=eip155%3A1&version=4&enableLogger=false`
  const third = await startThirdOriginServer(THIRD_ORIGIN_PORT, frameSrc)
  return async () => {
    third.closeAllConnections()
    await new Promise((resolve) => third.close(resolve))
    await stack.stop()
  }
}
