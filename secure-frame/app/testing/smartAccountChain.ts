/**
 * The devnet's ERC-4337 chain as the frame's tests use it (the factory and EntryPoint v0.8 the
 * devnet deploys, as the frame server's defaults name them), with no smart sessions.
 */
import type { SmartAccountChain } from '../wallet/smartAccount/smartAccountChain.ts'

export const TEST_SMART_ACCOUNT_CHAIN = {
  id: 31337,
  factoryAddress: '0x2070D67163578AAb4Ed2a6DC1668Bb1e3DC0Dac6',
  entryPointAddress: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
} as const satisfies SmartAccountChain
