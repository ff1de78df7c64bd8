import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { stringToHex, verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { deriveEvmAccount } from './evmAccount.ts'
import { decodePersonalMessage, signPersonalMessage, signTypedDataV4 } from './evmSigning.ts'

const account = deriveEvmAccount(
  HDKey.fromMasterSeed(
    mnemonicToSeedSync('test test test test test test test test test test test junk'),
  ),
  0,
)

const typedData = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Portico', chainId: 31337 },
  message: { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', contents: 'hi' },
} as const

describe('EVM signing', () => {
  it('personal_sign signs the hex bytes with the EIP-191 prefix', async () => {
    const message = stringToHex('hello portico')
    const signature = await signPersonalMessage(account, message)
    expect(
      await verifyMessage({ address: account.address, message: 'hello portico', signature }),
    ).toBe(true)
  })

  it('personal_sign signs plain text as UTF-8', async () => {
    const signature = await signPersonalMessage(account, 'plain text')
    expect(
      await verifyMessage({ address: account.address, message: 'plain text', signature }),
    ).toBe(true)
  })

  it('eth_signTypedData_v4 accepts JSON text with an EIP712Domain type', async () => {
    const signature = await signTypedDataV4(account, JSON.stringify(typedData))
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await verifyTypedData({
        address: account.address,
        domain: typedData.domain,
        types,
        primaryType: 'Mail',
        message: typedData.message,
        signature,
      }),
    ).toBe(true)
  })

  it('decodes printable personal_sign messages only', () => {
    expect(decodePersonalMessage(stringToHex('Sign in to Portico'))).toBe('Sign in to Portico')
    expect(decodePersonalMessage('0x00ff10')).toBeUndefined()
    expect(decodePersonalMessage('plain')).toBe('plain')
  })
})
