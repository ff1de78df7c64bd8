import type { ProposalTypes } from '@walletconnect/types'
import { describe, expect, it } from 'vitest'
import {
  BITCOIN_MAINNET,
  buildSessionNamespaces,
  buildSupportedNamespaces,
  requestedChains,
  requestedMethods,
  SOLANA_MAINNET,
} from './walletNamespaces.ts'

const addresses = {
  evm: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  solana: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
  polkadot: '14fNift8UdU2Dezs3LPZUHbFVma2gpS1nxQeCkrBQRmV9Z3d',
  bitcoin: 'bc1q4qw42stdzjqs59xvlrlxr8526e3nunw7mp73te',
}
const supported = buildSupportedNamespaces(addresses, [31337, 31338])

function proposal(
  requiredNamespaces: ProposalTypes.RequiredNamespaces,
  optionalNamespaces: ProposalTypes.OptionalNamespaces = {},
): ProposalTypes.Struct {
  return {
    id: 1,
    pairingTopic: 'a'.repeat(64),
    expiryTimestamp: 0,
    relays: [{ protocol: 'irn' }],
    proposer: {
      publicKey: 'b'.repeat(64),
      metadata: { name: 'Dapp', description: '', url: 'http://localhost:5173', icons: [] },
    },
    requiredNamespaces,
    optionalNamespaces,
  }
}

describe('buildSupportedNamespaces', () => {
  it('lists one account per chain', () => {
    expect(supported.eip155.accounts).toEqual([
      `eip155:31337:${addresses.evm}`,
      `eip155:31338:${addresses.evm}`,
    ])
    expect(supported.solana.chains[0]).toBe(SOLANA_MAINNET)
    expect(supported.bip122.accounts).toEqual([`${BITCOIN_MAINNET}:${addresses.bitcoin}`])
  })
})

describe('buildSessionNamespaces', () => {
  it('approves the requested chains and methods that we support, and nothing else', () => {
    const namespaces = buildSessionNamespaces(
      proposal(
        {},
        {
          eip155: {
            chains: ['eip155:31337', 'eip155:1'],
            methods: ['personal_sign', 'eth_sendTransaction', 'wallet_sendCalls'],
            events: ['chainChanged', 'accountsChanged', 'message'],
          },
          solana: { chains: [SOLANA_MAINNET], methods: ['solana_signMessage'], events: [] },
          cosmos: { chains: ['cosmos:cosmoshub-4'], methods: ['cosmos_signDirect'], events: [] },
        },
      ),
      supported,
    )
    expect(namespaces.eip155).toEqual({
      chains: ['eip155:31337'],
      methods: ['personal_sign', 'eth_sendTransaction'],
      events: ['chainChanged', 'accountsChanged'],
      accounts: [`eip155:31337:${addresses.evm}`],
    })
    expect(namespaces.solana?.methods).toEqual(['solana_signMessage'])
    expect(namespaces.cosmos).toBeUndefined()
    expect(namespaces.polkadot).toBeUndefined()
  })

  it('refuses a required chain that we do not have, with a reason', () => {
    const required = proposal({
      eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] },
    })
    expect(() => buildSessionNamespaces(required, supported)).toThrow(/cannot give the dapp/)
  })

  it('refuses a proposal with nothing in common', () => {
    const foreign = proposal(
      {},
      { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
    )
    expect(() => buildSessionNamespaces(foreign, supported)).toThrow(/only for chains .*eip155:1/)
  })

  it('summarises the requested chains and methods', () => {
    const p = proposal(
      { 'eip155:31337': { methods: ['personal_sign'], events: [] } },
      { eip155: { chains: ['eip155:31338'], methods: ['eth_sendTransaction'], events: [] } },
    )
    expect(requestedChains(p).sort()).toEqual(['eip155:31337', 'eip155:31338'])
    expect(requestedMethods(p)).toEqual(['personal_sign', 'eth_sendTransaction'])
  })
})
