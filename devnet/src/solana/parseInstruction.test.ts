import { base58 } from '@scure/base'
import { Keypair, SystemProgram } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { MEMO_PROGRAM_ID, parseInstruction } from './parseInstruction.ts'

const a = Keypair.generate().publicKey
const b = Keypair.generate().publicKey
const owner = Keypair.generate().publicKey

describe('parseInstruction', () => {
  it('decodes a system createAccount', () => {
    const ix = SystemProgram.createAccount({
      fromPubkey: a,
      newAccountPubkey: b,
      lamports: 2_039_280,
      space: 165,
      programId: owner,
    })
    const keys = [a, b, SystemProgram.programId].map(String)
    expect(parseInstruction({ programIdIndex: 2, accounts: [0, 1], data: ix.data }, keys)).toEqual({
      program: 'system',
      programId: SystemProgram.programId.toBase58(),
      stackHeight: null,
      parsed: {
        type: 'createAccount',
        info: {
          source: keys[0],
          newAccount: keys[1],
          lamports: 2_039_280,
          space: 165,
          owner: owner.toBase58(),
        },
      },
    })
  })

  it('shows a memo as its text', () => {
    const data = new TextEncoder().encode('invoice 42')
    const parsed = parseInstruction({ programIdIndex: 0, accounts: [], data }, [MEMO_PROGRAM_ID])
    expect(parsed).toMatchObject({ program: 'spl-memo', parsed: 'invoice 42' })
  })

  it('leaves an unknown program partially decoded', () => {
    const data = new Uint8Array([1, 2, 3])
    const keys = [a.toBase58(), owner.toBase58()]
    expect(parseInstruction({ programIdIndex: 1, accounts: [0], data }, keys)).toEqual({
      programId: keys[1],
      accounts: [keys[0]],
      data: base58.encode(data),
      stackHeight: null,
    })
  })
})
