import { describe, expect, it } from 'vitest'
import {
  allowedOriginSchema,
  isOriginAllowed,
  normalizeAllowedOrigin,
  toFrameAncestorSources,
} from './allowedOrigin.ts'

describe('normalizeAllowedOrigin', () => {
  it.each([
    ['https://app.example.com', 'https://app.example.com'],
    ['HTTPS://App.Example.com/', 'https://app.example.com'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['https://*.example.com', 'https://*.example.com'],
    ['https://*.example.com:8443', 'https://*.example.com:8443'],
  ])('accepts %s as %s', (input, stored) => {
    expect(normalizeAllowedOrigin(input)).toBe(stored)
    expect(allowedOriginSchema.parse(input)).toBe(stored)
  })

  it.each([
    'http://*.example.com',
    'https://*.com',
    'https://*',
    '*',
    'https://a.*.example.com',
    'https://*example.com',
    'https://example.com/path',
    'https://example.com?x=1',
    'https://user@example.com',
    'ftp://example.com',
    'example.com',
    'http://localhost:*',
    '',
  ])('refuses %s', (input) => {
    expect(normalizeAllowedOrigin(input)).toBeNull()
    expect(allowedOriginSchema.safeParse(input).success).toBe(false)
  })
})

describe('isOriginAllowed', () => {
  const list = { allowedOrigins: ['https://app.test', 'https://*.example.com'] }

  it('allows exact entries and subdomains of a wildcard, at any depth', () => {
    expect(isOriginAllowed('https://app.test', list)).toBe(true)
    expect(isOriginAllowed('https://a.example.com', list)).toBe(true)
    expect(isOriginAllowed('https://a.b.example.com', list)).toBe(true)
  })

  it('refuses the bare domain, lookalikes, another port and plain http under a wildcard', () => {
    expect(isOriginAllowed('https://example.com', list)).toBe(false)
    expect(isOriginAllowed('https://evilexample.com', list)).toBe(false)
    expect(isOriginAllowed('https://a.example.com:8443', list)).toBe(false)
    expect(isOriginAllowed('http://a.example.com', list)).toBe(false)
    expect(isOriginAllowed('https://app.test.evil.com', list)).toBe(false)
  })

  it('allows localhost on any port only when the project says so', () => {
    expect(isOriginAllowed('http://localhost:3000', list)).toBe(false)
    const local = { ...list, localhostAnyPort: true }
    expect(isOriginAllowed('http://localhost:3000', local)).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:9', local)).toBe(true)
    expect(isOriginAllowed('http://localhost.evil.com:3000', local)).toBe(false)
  })

  it('refuses what is not an origin', () => {
    expect(isOriginAllowed('null', list)).toBe(false)
    expect(isOriginAllowed('https://app.test/', list)).toBe(false)
  })

  it('gives CSP sources with the localhost ports', () => {
    expect(toFrameAncestorSources({ ...list, localhostAnyPort: true })).toEqual([
      'https://app.test',
      'https://*.example.com',
      'http://localhost:*',
      'http://127.0.0.1:*',
    ])
  })
})
