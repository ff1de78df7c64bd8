import { describe, expect, it } from 'vitest'
import { originInputError } from './originInputError.ts'

describe('originInputError', () => {
  it('accepts what the shared rule accepts', () => {
    for (const ok of [
      'https://app.example.com',
      'http://127.0.0.1:15199',
      'https://*.example.com',
      'https://*.example.com:8443',
      ' HTTPS://Example.com/ ',
    ])
      expect(originInputError(ok)).toBeNull()
  })

  it('says which rule an entry breaks', () => {
    const cases: [string, RegExp][] = [
      ['', /Enter an origin/],
      ['example.com', /Start with https:\/\//],
      ['ftp://example.com', /Start with https:\/\//],
      ['https://example.com/app', /no path: use https:\/\/example\.com$/],
      ['https://example.com?x=1', /no path/],
      ['https://user@example.com', /no user name/],
      ['https://example.com:443', /default port: use https:\/\/example\.com$/],
      ['http://*.example.com', /over https only/],
      ['https://*.com', /only as https:\/\/\*\.example\.com/],
      ['https://app.*.example.com', /only as https:\/\/\*\.example\.com/],
      ['https://*example.com', /only as https:\/\/\*\.example\.com/],
      ['http://localhost:*', /use the switch below/],
      ['https://example.com:*', /port cannot be a wildcard/],
    ]
    for (const [input, message] of cases) expect(originInputError(input)).toMatch(message)
  })

  it('refuses an origin already on the list, compared as stored', () => {
    expect(originInputError('HTTPS://App.Example.com/', ['https://app.example.com'])).toBe(
      'This origin is already allowed',
    )
  })
})
