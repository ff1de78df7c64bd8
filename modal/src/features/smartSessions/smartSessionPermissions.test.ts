import { type GrantPermissionsRequest, PorticoError } from '@portico/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getSessions, grantPermissions, revokePermissions } from './smartSessionPermissions.ts'

const account = '0x1111111111111111111111111111111111111111'
const pci = `0x${'ab'.repeat(32)}` as const
const request = {
  chainId: '0x7a69' as const,
  expiry: 1_900_000_000,
  signer: { type: 'key', data: { type: 'secp256k1', publicKey: `0x04${'cd'.repeat(64)}` } },
  permissions: [
    {
      type: 'erc20-token-transfer',
      data: {
        address: '0x2222222222222222222222222222222222222222',
        allowance: '0x989680',
        recipient: '0x3333333333333333333333333333333333333333',
      },
      policies: [],
    },
  ],
} satisfies GrantPermissionsRequest as GrantPermissionsRequest
const granted = {
  permissionsContext: pci,
  grantedPermissions: request.permissions,
  expiry: request.expiry,
  chainId: request.chainId,
  signerData: { submitToAddress: account },
}
const providerAnswering = (answer: unknown) => ({ request: vi.fn(async () => answer) })

afterEach(() => vi.unstubAllGlobals())

describe('grantPermissions / revokePermissions / getSessions', () => {
  it('sends wallet_grantPermissions with the request and returns the checked grant', async () => {
    const provider = providerAnswering(granted)
    expect(await grantPermissions(provider, request)).toEqual(granted)
    expect(provider.request).toHaveBeenCalledWith({
      method: 'wallet_grantPermissions',
      params: [request],
    })
  })

  it('does not send a request the wallet could not enforce, nor return a bad answer', async () => {
    const provider = providerAnswering(granted)
    const unlimited = { ...request, permissions: [] }
    const error = await grantPermissions(provider, unlimited as never).catch((e: unknown) => e)
    expect(error instanceof PorticoError && error.code).toBe('SCHEMA_INVALID_INPUT')
    expect(provider.request).not.toHaveBeenCalled()
    const liar = providerAnswering({ ...granted, permissionsContext: 'yes' })
    await expect(grantPermissions(liar, request)).rejects.toThrow('Invalid input')
  })

  it('revokes by permissionsContext, refusing a malformed one unsent', async () => {
    const provider = providerAnswering(null)
    await revokePermissions(provider, { permissionsContext: pci })
    expect(provider.request).toHaveBeenCalledWith({
      method: 'wallet_revokePermissions',
      params: [{ permissionsContext: pci }],
    })
    const other = providerAnswering(null)
    await expect(revokePermissions(other, { permissionsContext: '0x12' })).rejects.toThrow()
    expect(other.request).not.toHaveBeenCalled()
  })

  it('lists the cloud’s sessions of the account, and throws the HTTP status', async () => {
    const session = {
      pci,
      address: account,
      chainId: 'eip155:31337',
      signer: null,
      permissions: [],
      policies: [],
      expiry: 1,
      createdAt: 1,
      revokedAt: 2,
    }
    const fetchMock = vi.fn(async () => Response.json({ pcis: [session] }))
    vi.stubGlobal('fetch', fetchMock)
    expect(
      await getSessions({ address: account, projectId: 'demo', apiUrl: 'http://127.0.0.1:4100' }),
    ).toEqual([session])
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]))
    expect(url.pathname).toBe(`/v1/sessions/${account}`)
    expect(url.searchParams.get('projectId')).toBe('demo')
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }))
    await expect(getSessions({ address: account, projectId: 'demo' })).rejects.toThrow(
      'HTTP status code: 503',
    )
  })
})
