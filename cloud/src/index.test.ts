import { expect, it } from 'vitest'
import * as cloud from './index.ts'

it('exports exactly the public API', () => {
  expect(Object.keys(cloud).sort()).toEqual([
    'CloudEnvError',
    'DEFAULT_CLOUD_CHAINS',
    'cloudChainSchema',
    'cloudDeploymentsSchema',
    'createCloudServer',
    'createSandboxOnrampProvider',
    'getProject',
    'openDatabase',
    'projectIdSchema',
    'readCloudEnv',
    'seedProject',
    'seedProjectSchema',
    'walletCatalogue',
  ])
})
