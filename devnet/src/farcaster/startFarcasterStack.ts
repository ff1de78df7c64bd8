/**
 * The stack's Farcaster part: the ID registry with the test fid on the main anvil chain (when
 * the chain runs), and the relay with the local Farcaster app on its own port.
 */
import { join } from 'node:path'
import type { StackConfig } from '../config.ts'
import {
  FARCASTER_TEST_FID,
  FARCASTER_TEST_USERNAME,
  farcasterCustody,
  farcasterImpostor,
} from './farcasterTestAccounts.ts'
import { installIdRegistry } from './installIdRegistry.ts'
import { type RunningFarcasterRelay, startFarcasterRelay } from './startFarcasterRelay.ts'

export async function startFarcasterStack(
  config: StackConfig,
  withChain: boolean,
): Promise<RunningFarcasterRelay> {
  if (withChain)
    await installIdRegistry(config.rpcUrl, join(config.dataDir, 'build'), [
      { fid: FARCASTER_TEST_FID, custody: farcasterCustody.address },
    ])
  return startFarcasterRelay({
    host: config.host,
    port: config.ports.farcaster,
    account: {
      fid: FARCASTER_TEST_FID,
      username: FARCASTER_TEST_USERNAME,
      custody: farcasterCustody,
    },
    impostor: farcasterImpostor,
  })
}
