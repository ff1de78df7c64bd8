import { expect, it } from 'vitest'
import * as cloud from './index.ts'

it('exports exactly the public API', () => {
  expect(Object.keys(cloud).sort()).toEqual([
    'CloudEnvError',
    'DEFAULT_BITCOIN_PRICES_USD',
    'DEFAULT_CLOUD_CHAINS',
    'DEFAULT_SOLANA_PRICES_USD',
    'cloudChainSchema',
    'cloudDeploymentsSchema',
    'createCloudServer',
    'createFixedBitcoinPriceOracle',
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
