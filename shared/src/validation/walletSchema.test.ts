import { describe, expect, it } from 'vitest'
import { walletSchema } from './walletSchema.ts'

describe('walletSchema', () => {
  it('reads a catalogue wallet and keeps unknown fields', () => {
    const wallet = {
      id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      name: 'MetaMask',
      image_id: '5195e9db-94d8-4579-6f11-ef553be95100',
      rdns: 'io.metamask',
      chains: ['eip155:1'],
      mobile_link: 'metamask://',
      desktop_link: null,
      webapp_link: 'https://portfolio.metamask.io',
      order: 10,
    }
    expect(walletSchema.parse(wallet)).toEqual(wallet)
  })

  it('requires an id and a name', () => {
    expect(walletSchema.safeParse({ name: 'x' }).success).toBe(false)
    expect(walletSchema.safeParse({ id: '', name: 'x' }).success).toBe(false)
    expect(walletSchema.safeParse({ id: 'a' }).success).toBe(false)
  })
})
