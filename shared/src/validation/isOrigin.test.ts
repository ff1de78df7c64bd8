import { describe, expect, it } from 'vitest'
import { isOrigin, originSchema } from './isOrigin.ts'
import { isProjectId, projectIdSchema } from './isProjectId.ts'

describe('isOrigin', () => {
  it.each(['http://localhost:5173', 'https://app.example.com', 'http://127.0.0.1:8080'])(
    'accepts %s',
    (v) => {
      expect(isOrigin(v)).toBe(true)
      expect(originSchema.safeParse(v).success).toBe(true)
    },
  )
  it.each([
    'http://localhost:5173/',
    'https://a.test/path',
    'ftp://a.test',
    'javascript:alert(1)',
    '',
    'null',
    42,
  ])('refuses %s', (v) => {
    expect(isOrigin(v)).toBe(false)
    expect(originSchema.safeParse(v).success).toBe(false)
  })
})

describe('isProjectId', () => {
  it('accepts letters, digits, _ and - up to 64', () => {
    expect(isProjectId('portico-demo_1')).toBe(true)
    expect(isProjectId('a'.repeat(64))).toBe(true)
  })
  it.each(['', 'a'.repeat(65), 'bad id', "x'; DROP", '<script>'])('refuses %s', (v) => {
    expect(isProjectId(v)).toBe(false)
    expect(projectIdSchema.safeParse(v).success).toBe(false)
  })
})
