import { describe, expect, it } from 'vitest'
import {
  grantPermissionsParamsSchema,
  grantPermissionsResponseSchema,
  revokePermissionsParamsSchema,
} from './grantPermissionsSchemas.ts'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const publicKey = `0x04${'ab'.repeat(64)}`
const request = {
  chainId: '0x7a69',
  expiry: 1_900_000_000,
  signer: { type: 'key', data: { type: 'secp256k1', publicKey } },
  permissions: [
    { type: 'erc20-token-transfer', data: { address: token, allowance: '0x989680', recipient } },
  ],
}

describe('wallet_grantPermissions schemas', () => {
  it('accepts one limited ERC-20 transfer permission and defaults its policies', () => {
    const [parsed] = grantPermissionsParamsSchema.parse([request])
    expect(parsed.permissions[0]?.policies).toEqual([])
    expect(BigInt(parsed.permissions[0]?.data.allowance ?? '0x0')).toBe(10_000_000n)
  })

  it('refuses what the account could not enforce', () => {
    const permission = request.permissions[0] as (typeof request.permissions)[0]
    const bad = [
      { ...request, permissions: [] },
      { ...request, permissions: [permission, permission] },
      { ...request, permissions: [{ ...permission, type: 'native-token-recurring-allowance' }] },
      {
        ...request,
        permissions: [{ ...permission, data: { ...permission.data, recipient: undefined } }],
      },
      {
        ...request,
        permissions: [{ ...permission, data: { ...permission.data, allowance: '0x0' } }],
      },
      {
        ...request,
        permissions: [{ ...permission, data: { ...permission.data, allowance: '10' } }],
      },
      { ...request, permissions: [{ ...permission, policies: [{ type: 'gas-limit' }] }] },
      { ...request, signer: { type: 'key', data: { type: 'secp256k1', publicKey: '0x02ab' } } },
      { ...request, signer: { type: 'wallet' } },
      { ...request, expiry: 1.5 },
      { ...request, chainId: 31337 },
    ]
    for (const params of bad)
      expect(grantPermissionsParamsSchema.safeParse([params]).success, JSON.stringify(params)).toBe(
        false,
      )
  })

  it('checks the wallet answer and revoke params (the pci is 32 lower-case hex bytes)', () => {
    const pci = `0x${'1f'.repeat(32)}`
    const answer = {
      permissionsContext: pci,
      grantedPermissions: request.permissions,
      expiry: request.expiry,
      chainId: request.chainId,
      signerData: { submitToAddress: recipient },
    }
    expect(grantPermissionsResponseSchema.safeParse(answer).success).toBe(true)
    expect(
      grantPermissionsResponseSchema.safeParse({ ...answer, permissionsContext: pci.toUpperCase() })
        .success,
    ).toBe(false)
    expect(revokePermissionsParamsSchema.safeParse([{ permissionsContext: pci }]).success).toBe(
      true,
    )
    expect(revokePermissionsParamsSchema.safeParse([{ permissionsContext: '0x12' }]).success).toBe(
      false,
    )
  })
})
