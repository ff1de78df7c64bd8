import { describe, expect, it } from 'vitest'
import { isAutoApproveMode, parsePageQuery } from './pageQuery.ts'

describe('parsePageQuery', () => {
  it('defaults to account 0, no auto-approve and no URI', () => {
    expect(parsePageQuery('')).toEqual({
      ok: true,
      value: { accountIndex: 0, autoApprove: 'off', uri: null, oneClickAuth: true },
    })
  })

  it('reads ?account, ?autoApprove and the encoded ?uri', () => {
    const uri = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`
    const search = `?account=3&autoApprove=approve&uri=${encodeURIComponent(uri)}`
    expect(parsePageQuery(search)).toEqual({
      ok: true,
      value: { accountIndex: 3, autoApprove: 'approve', uri, oneClickAuth: true },
    })
  })

  it.each(['-1', '1.5', 'abc', '1e3', '2147483648', '99999999999'])(
    'refuses ?account=%s',
    (account) => {
      expect(parsePageQuery(`?account=${account}`)).toMatchObject({
        ok: false,
        error: /not an account index/,
      })
    },
  )

  it('reads ?oneClickAuth=off and refuses other values', () => {
    expect(parsePageQuery('?oneClickAuth=off')).toMatchObject({
      ok: true,
      value: { oneClickAuth: false },
    })
    expect(parsePageQuery('?oneClickAuth=no')).toMatchObject({ ok: false, error: /not one of/ })
  })

  it('refuses an unknown auto-approve mode', () => {
    expect(parsePageQuery('?autoApprove=yes')).toMatchObject({ ok: false, error: /not one of/ })
    expect(isAutoApproveMode('reject')).toBe(true)
    expect(isAutoApproveMode('yes')).toBe(false)
  })
})
