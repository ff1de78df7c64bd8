import { describe, expect, it } from 'vitest'
import { defineEvmNetwork } from '../../chains/devnetNetworks.ts'
import { setCaipNetwork } from '../../store/networkSlice.ts'
import { resetAccount } from '../account/accountSlice.ts'
import { ETH, PTK } from '../account/fakeCloud.test-helpers.ts'
import {
  resetSend,
  sendSlice,
  setReceiverAddress,
  setReceiverProfile,
  setSendToken,
  setSendTokenAmount,
} from './sendSlice.ts'

const reduce = sendSlice.reducer
const filled = [
  setSendToken(PTK),
  setSendTokenAmount('1'),
  setReceiverAddress('0xb0b'),
  setReceiverProfile({ name: 'bob', imageUrl: 'https://img.test/bob.png' }),
].reduce(reduce, reduce(undefined, { type: 'init' }))

describe('sendSlice (SPEC §3 Send state)', () => {
  it('a new receiver forgets the previous profile', () => {
    expect(filled.receiverProfileName).toBe('bob')
    const next = reduce(filled, setReceiverAddress('0xca7'))
    expect(next.receiverProfileName).toBeUndefined()
    expect(next.receiverProfileImageUrl).toBeUndefined()
  })

  it('resets (after a success), and on disconnect', () => {
    expect(reduce(filled, resetSend())).toEqual({ loading: false, tokenBalances: [] })
    expect(reduce(filled, resetAccount('eip155')).token).toBeUndefined()
  })

  it('resets when the network changes under the chosen token, not otherwise', () => {
    const same = defineEvmNetwork(31337, 'Portico Devnet', 'http://127.0.0.1:8545')
    const other = defineEvmNetwork(31338, 'Portico Devnet 2', 'http://127.0.0.1:8546')
    expect(reduce(filled, setCaipNetwork('eip155', same)).token).toBe(PTK)
    expect(reduce(filled, setCaipNetwork('eip155', other)).token).toBeUndefined()
    expect(
      reduce(reduce(filled, setSendToken(ETH)), setCaipNetwork('eip155', other)).sendTokenAmount,
    ).toBeUndefined()
  })
})
