import { describe, expect, it } from 'vitest'
import { nameSchema, parseName } from './nameRules.ts'

describe('parseName', () => {
  it('reads both zones and a bare label as one lower-case record', () => {
    expect(parseName('alice.reown.id')).toEqual({ label: 'alice', name: 'alice.reown.id' })
    expect(parseName('Alice.WCN.id')).toEqual({ label: 'alice', name: 'alice.reown.id' })
    expect(parseName('my-name-2')).toEqual({ label: 'my-name-2', name: 'my-name-2.reown.id' })
  })

  it.each(['abc', 'abc.reown.id', 'al ice', 'alice.eth', 'al_ice', 'ali.ce.reown.id', ''])(
    'refuses %j',
    (value) => {
      expect(parseName(value)).toBeNull()
      expect(nameSchema.safeParse(value).success).toBe(false)
    },
  )

  it('refuses a label longer than a DNS label', () => {
    expect(parseName('a'.repeat(63))?.label).toHaveLength(63)
    expect(parseName('a'.repeat(64))).toBeNull()
  })
})
