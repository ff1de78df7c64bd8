import { SESSION_ACCOUNT_ABI } from '@portico/shared'
import { decodeFunctionData, type Hex, parseAbi } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { newPci, planSessionGrant, planSessionRevoke } from './planSessionGrant.ts'

const abi = parseAbi(SESSION_ACCOUNT_ABI)
const account = '0x1111111111111111111111111111111111111111' as const
const factoryImplementation = '0x4444444444444444444444444444444444444444' as const
const sessionImplementation = '0x5555555555555555555555555555555555555555' as const
const token = '0x2222222222222222222222222222222222222222' as const
const recipient = '0x3333333333333333333333333333333333333333' as const
const pci: Hex = `0x${'ab'.repeat(32)}`
const now = 1_800_000_000
const sessionKey = privateKeyToAccount(generatePrivateKey())
const request = {
  chainId: '0x7a69' as const,
  expiry: now + 3600,
  signer: {
    type: 'key' as const,
    data: { type: 'secp256k1' as const, publicKey: sessionKey.publicKey },
  },
  permissions: [
    {
      type: 'erc20-token-transfer' as const,
      data: { address: token, allowance: '0x989680' as const, recipient },
      policies: [],
    },
  ],
}
const plan = (overrides: Partial<Parameters<typeof planSessionGrant>[0]> = {}) =>
  planSessionGrant({
    request,
    chainId: 31337,
    account,
    currentImplementation: factoryImplementation,
    sessionAccountImplementation: sessionImplementation,
    now,
    randomPci: () => pci,
    ...overrides,
  })

describe('planSessionGrant', () => {
  it('upgrades a plain PorticoAccount and grants in one owner call to itself', () => {
    const { calls, session, answer, cloudMessage } = plan()
    expect(session).toEqual({
      pci,
      signer: sessionKey.address,
      token,
      recipient,
      limit: 10_000_000n,
      validUntil: now + 3600,
    })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.to).toBe(account)
    const upgrade = decodeFunctionData({ abi, data: calls[0]?.data ?? '0x' })
    expect(upgrade.functionName).toBe('upgradeToAndCall')
    expect(upgrade.args?.[0]).toBe(sessionImplementation)
    expect(decodeFunctionData({ abi, data: upgrade.args?.[1] as Hex })).toEqual({
      functionName: 'grantSession',
      args: [pci, sessionKey.address, token, recipient, 10_000_000n, now + 3600],
    })
    expect(answer).toEqual({
      permissionsContext: pci,
      grantedPermissions: request.permissions,
      expiry: now + 3600,
      chainId: '0x7a69',
      signerData: { submitToAddress: account },
    })
    expect(cloudMessage).toMatchObject({ chainId: 'eip155:31337', pci, expiry: now + 3600 })
  })

  it('only grants on an account that already is a session account (and an undeployed one upgrades)', () => {
    const upgraded = plan({ currentImplementation: sessionImplementation })
    expect(decodeFunctionData({ abi, data: upgraded.calls[0]?.data ?? '0x' }).functionName).toBe(
      'grantSession',
    )
    const undeployed = plan({ currentImplementation: undefined })
    expect(decodeFunctionData({ abi, data: undeployed.calls[0]?.data ?? '0x' }).functionName).toBe(
      'upgradeToAndCall',
    )
  })

  it('refuses another chain, another account, a past or too long expiry', () => {
    expect(() => plan({ chainId: 1 })).toThrow('Chain is not supported')
    expect(() => plan({ request: { ...request, address: recipient } })).toThrow('Invalid input')
    expect(() => plan({ request: { ...request, expiry: now } })).toThrow('Invalid input')
    expect(() => plan({ request: { ...request, expiry: now + 31 * 24 * 3600 } })).toThrow(
      'Invalid input',
    )
  })

  it('makes crypto-random pcis and the revoke call', () => {
    expect(newPci()).toMatch(/^0x[0-9a-f]{64}$/)
    expect(newPci()).not.toBe(newPci())
    const [revoke] = planSessionRevoke(account, pci)
    expect(revoke?.to).toBe(account)
    expect(decodeFunctionData({ abi, data: revoke?.data ?? '0x' })).toEqual({
      functionName: 'revokeSession',
      args: [pci],
    })
  })
})
