import { describe, expect, it } from 'vitest'
import { isRegistrableName, registrableNameSchema } from './isRegistrableName.ts'

describe('isRegistrableName', () => {
  it.each(['abcd', 'my-name', 'ABC1', '----', 'a1b2c3d4e5'])('accepts %s', (name) => {
    expect(isRegistrableName(name)).toBe(true)
    expect(registrableNameSchema.safeParse(name).success).toBe(true)
  })

  it.each(['abc', '', 'my name', 'name.reown.id', 'náme', 'under_score', 'emoji🙂', null])(
    'rejects %j',
    (name) => {
      expect(isRegistrableName(name)).toBe(false)
    },
  )
})
