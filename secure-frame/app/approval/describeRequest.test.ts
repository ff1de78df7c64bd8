/** What a person is shown before signing: the decoded action, not raw hex. */
import { base58 } from '@scure/base'
import { encodeFunctionData, erc20Abi, maxUint256, parseEther, stringToHex, toHex } from 'viem'
import { expect, it } from 'vitest'
import { describeRequest } from './describeRequest.ts'

const token = '0x1111111111111111111111111111111111111111'
const bob = '0x2222222222222222222222222222222222222222'

it('decodes an ERC-20 transfer into token, recipient and amount, with the fee cap', () => {
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [bob, 1_500_000n],
  })
  const described = describeRequest('eth_sendTransaction', [
    { to: token, data, value: '0x0', gas: toHex(60_000n), maxFeePerGas: toHex(2_000_000_000n) },
  ])
  expect(described).toMatchObject({
    kind: 'transaction',
    action: { kind: 'erc20Transfer', token, recipient: bob, amount: 1_500_000n },
    value: '0',
    maxFee: '0.00012',
  })
})

it('decodes an unlimited ERC-20 approve as such', () => {
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [bob, maxUint256],
  })
  const described = describeRequest('eth_sendTransaction', [{ to: token, data }])
  expect(described).toMatchObject({
    action: { kind: 'erc20Approve', spender: bob, amount: maxUint256, unlimited: true },
  })
})

it('shows a plain value transfer in ether and another call by its selector', () => {
  expect(
    describeRequest('eth_sendTransaction', [{ to: bob, value: toHex(parseEther('1.25')) }]),
  ).toMatchObject({
    action: { kind: 'nativeTransfer', recipient: bob },
    value: '1.25',
  })
  expect(
    describeRequest('eth_sendTransaction', [{ to: token, data: '0xdeadbeef0000' }]),
  ).toMatchObject({
    action: { kind: 'contractCall', contract: token, selector: '0xdeadbeef' },
  })
})

it('lays typed data out as domain, primary type and nested fields', () => {
  const typed = {
    types: {
      EIP712Domain: [{ name: 'name', type: 'string' }],
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person[]' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    domain: { name: 'Ether Mail', version: '1', chainId: 1 },
    message: {
      from: { name: 'Cow', wallet: token },
      to: [{ name: 'Bob', wallet: bob }],
      contents: 'Hello, Bob!',
    },
  }
  const described = describeRequest('eth_signTypedData_v4', [bob, JSON.stringify(typed)])
  expect(described).toEqual({
    kind: 'typedData',
    primaryType: 'Mail',
    domain: [
      { name: 'name', value: 'Ether Mail' },
      { name: 'version', value: '1' },
      { name: 'chainId', value: '1' },
    ],
    fields: [
      {
        name: 'from',
        type: 'Person',
        children: [
          { name: 'name', type: 'string', value: 'Cow' },
          { name: 'wallet', type: 'address', value: token },
        ],
      },
      {
        name: 'to',
        type: 'Person[]',
        children: [
          {
            name: '0',
            type: 'Person',
            children: [
              { name: 'name', type: 'string', value: 'Bob' },
              { name: 'wallet', type: 'address', value: bob },
            ],
          },
        ],
      },
      { name: 'contents', type: 'string', value: 'Hello, Bob!' },
    ],
  })
})

it('reads a personal_sign hex message as UTF-8 text, and keeps binary as hex', () => {
  expect(
    describeRequest('personal_sign', [stringToHex('Sign in to Ejemplo ✓\nNonce: 42'), bob]),
  ).toEqual({
    kind: 'message',
    text: 'Sign in to Ejemplo ✓\nNonce: 42',
    isHex: false,
  })
  expect(describeRequest('personal_sign', ['0xff00fe', bob])).toEqual({
    kind: 'message',
    text: '0xff00fe',
    isHex: true,
  })
})

it('reads a Solana message from base58 and counts Solana transactions', () => {
  const message = base58.encode(new TextEncoder().encode('Sign in to Ejemplo'))
  expect(describeRequest('solana_signMessage', { message, pubkey: 'x' })).toEqual({
    kind: 'message',
    text: 'Sign in to Ejemplo',
    isHex: false,
  })
  expect(describeRequest('solana_signAllTransactions', { transactions: ['a', 'b', 'c'] })).toEqual({
    kind: 'solanaTransactions',
    count: 3,
  })
})

it('describes a session grant from its ERC-7715 request, and anything it cannot enforce as other', () => {
  const grant = {
    chainId: '0x7a69',
    expiry: 1_900_000_000,
    signer: { type: 'key', data: { type: 'secp256k1', publicKey: `0x04${'ab'.repeat(64)}` } },
    permissions: [
      { type: 'erc20-token-transfer', data: { address: token, allowance: '0x64', recipient: bob } },
    ],
  }
  expect(describeRequest('wallet_grantPermissions', [grant])).toEqual({
    kind: 'sessionGrant',
    token,
    allowance: 100n,
    recipient: bob,
    expiry: 1_900_000_000,
  })
  expect(describeRequest('wallet_grantPermissions', [{ ...grant, permissions: [] }])).toEqual({
    kind: 'other',
    method: 'wallet_grantPermissions',
  })
  const pci = `0x${'5a'.repeat(32)}`
  expect(describeRequest('wallet_revokePermissions', [{ permissionsContext: pci }])).toEqual({
    kind: 'sessionRevoke',
    pci,
  })
  expect(describeRequest('wallet_revokePermissions', [{ permissionsContext: '0x12' }])).toEqual({
    kind: 'other',
    method: 'wallet_revokePermissions',
  })
})
