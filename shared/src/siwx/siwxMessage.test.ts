import { describe, expect, it } from 'vitest'
import { formatSiwxMessage, parseSiwxMessage, type SiwxMessage } from './siwxMessage.ts'

const full: SiwxMessage = {
  domain: 'localhost:5173',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  statement: 'Sign in to the dapp',
  uri: 'http://localhost:5173/app',
  version: '1',
  chainId: 'eip155:31337',
  nonce: 'a1B2c3D4e5F6g7H8',
  issuedAt: '2026-11-27T18:00:00.000Z',
  expirationTime: '2026-11-28T18:00:00.000Z',
  notBefore: '2026-11-27T17:59:00.000Z',
  requestId: 'req-1',
  resources: ['https://dapp.example/terms', 'ipfs://bafy'],
}

describe('SIWX message', () => {
  it('writes every field of SPEC §3 in the EIP-4361 layout', () => {
    expect(formatSiwxMessage(full)).toBe(
      [
        'localhost:5173 wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        'Sign in to the dapp',
        '',
        'URI: http://localhost:5173/app',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: a1B2c3D4e5F6g7H8',
        'Issued At: 2026-11-27T18:00:00.000Z',
        'Expiration Time: 2026-11-28T18:00:00.000Z',
        'Not Before: 2026-11-27T17:59:00.000Z',
        'Request ID: req-1',
        'Resources:',
        '- https://dapp.example/terms',
        '- ipfs://bafy',
      ].join('\n'),
    )
  })

  it('reads back what it wrote, for each family and without the optional fields', () => {
    expect(parseSiwxMessage(formatSiwxMessage(full))).toEqual(full)
    const solana: SiwxMessage = {
      domain: 'dapp.example',
      accountAddress: 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy',
      uri: 'https://dapp.example',
      version: '1',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      nonce: '12345678',
      issuedAt: '2026-11-27T18:00:00Z',
    }
    const text = formatSiwxMessage(solana)
    expect(text.split('\n')[0]).toBe('dapp.example wants you to sign in with your Solana account:')
    expect(parseSiwxMessage(text)).toEqual(solana)
  })

  it('refuses a text that is not exactly its layout', () => {
    const text = formatSiwxMessage(full)
    expect(parseSiwxMessage(text.replace('Ethereum', 'Cosmos'))).toBeNull()
    expect(parseSiwxMessage(`${text}\nExtra: field`)).toBeNull()
    expect(parseSiwxMessage(text.replace('Nonce: a1B2c3D4e5F6g7H8', 'Nonce: short'))).toBeNull()
    expect(parseSiwxMessage(text.replace('Version: 1', 'Version: 2'))).toBeNull()
    expect(parseSiwxMessage(text.replace('Issued At: 2026', 'Issued At: yesterday'))).toBeNull()
    expect(parseSiwxMessage(text.replace('URI: http', 'URI:  http'))).toBeNull()
    expect(parseSiwxMessage('')).toBeNull()
  })
})
