import { expect, it } from 'vitest'
import * as cloud from './index.ts'

it('exports exactly the public API', () => {
  expect(Object.keys(cloud).sort()).toEqual([
    'CloudEnvError',
    'DEFAULT_CLOUD_CHAINS',
    'DEFAULT_SOLANA_PRICES_USD',
    'cloudChainSchema',
    'cloudDeploymentsSchema',
    'createCloudServer',
    'createFixedPriceOracle',
    'createSandboxOnrampProvider',
    'getProject',
    'openDatabase',
    'projectIdSchema',
    'readCloudEnv',
    'seedProject',
    'seedProjectSchema',
    'solanaClusterSchema',
    'walletCatalogue',
  ])
})
