import { isCacaoBoundToRequest, validateSignedCacao } from '@walletconnect/utils'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { authMessages, signAuthMessages } from './sessionAuthenticate.ts'

const account = mnemonicToAccount('test test test test test test test test test test test junk')
const request = {
  type: 'caip122',
  chains: ['eip155:31337', 'eip155:1'],
  statement: 'Sign in to the Portico demo',
  aud: 'http://localhost:5173/?siwx=required',
  domain: 'localhost:5173',
  version: '1',
  nonce: 'Nonce1234567890',
  iat: new Date().toISOString(),
  resources: [],
}

describe('the wallet answering a one-click sign-in', () => {
  it('signs one CAIP-122 message per requested chain it has, with the methods it answers', async () => {
    const messages = authMessages(
      {
        ...request,
        resources: [
          // The dapp's ReCap: the methods it wants.
          'urn:recap:eyJhdHQiOnsiZWlwMTU1Ijp7InJlcXVlc3QvcGVyc29uYWxfc2lnbiI6W3t9XSwicmVxdWVzdC9ldGhfc2VuZFRyYW5zYWN0aW9uIjpbe31dfX19',
        ],
      },
      {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: ['personal_sign', 'eth_sendTransaction'],
        address: account.address,
      },
    )
    // eip155:1 is not the wallet's.
    expect(messages.map((m) => m.chainId)).toEqual(['eip155:31337'])
    const [message] = messages
    expect(message?.text).toContain(
      `localhost:5173 wants you to sign in with your Ethereum account:\n${account.address}\n\nSign in to the Portico demo I further authorize`,
    )
    expect(message?.text).toContain('\nChain ID: 31337\nNonce: Nonce1234567890\n')

    const [cacao] = await signAuthMessages(account, messages)
    if (!cacao) throw new Error('no cacao')
    expect(await validateSignedCacao({ cacao })).toBe(true)
    expect(isCacaoBoundToRequest({ cacao, request }).valid).toBe(true)
    expect(cacao.p.iss).toBe(`did:pkh:eip155:31337:${account.address}`)
  })

  it('has nothing to sign when the dapp asks only for chains the wallet lacks', () => {
    expect(
      authMessages(request, {
        chains: ['eip155:31338'],
        methods: ['personal_sign'],
        address: account.address,
      }),
    ).toEqual([])
  })
})
