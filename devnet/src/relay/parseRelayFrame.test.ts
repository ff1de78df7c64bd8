import { describe, expect, it } from 'vitest'
import { errorFrame, parseRelayFrame, rawMemberText, resultFrame } from './parseRelayFrame.ts'

describe('parseRelayFrame', () => {
  it('keeps the raw text of string and big numeric ids', () => {
    expect(parseRelayFrame('{"id":"1732000000000000123","method":"m","params":{}}')).toEqual({
      kind: 'request',
      idText: '"1732000000000000123"',
      method: 'm',
      params: {},
    })
    const big = parseRelayFrame('{"method":"m", "id" : 17320000000000001234 ,"params":[1]}')
    expect(big).toMatchObject({ kind: 'request', idText: '17320000000000001234' })
    expect(resultFrame('17320000000000001234', true)).toBe(
      '{"id":17320000000000001234,"jsonrpc":"2.0","result":true}',
    )
  })

  it('tells responses (acks) from requests', () => {
    expect(parseRelayFrame('{"id":12,"jsonrpc":"2.0","result":true}')).toEqual({
      kind: 'response',
      id: 12,
      ok: true,
    })
    expect(parseRelayFrame('{"id":"12n","error":{"code":1,"message":"x"}}')).toEqual({
      kind: 'response',
      id: '12n',
      ok: false,
    })
  })

  it('reports parse errors and invalid requests with the id when there is one', () => {
    expect(parseRelayFrame('{')).toMatchObject({ kind: 'invalid', idText: 'null', code: -32700 })
    expect(parseRelayFrame('[]')).toMatchObject({ kind: 'invalid', code: -32600 })
    expect(parseRelayFrame('{"id":1.5,"method":"m"}')).toMatchObject({ idText: 'null' })
    expect(parseRelayFrame('{"id":"7","method":3}')).toMatchObject({ idText: '"7"', code: -32600 })
    expect(errorFrame('"7"', -32600, 'bad')).toBe(
      '{"id":"7","jsonrpc":"2.0","error":{"code":-32600,"message":"bad"}}',
    )
  })
})

describe('rawMemberText', () => {
  it('skips nested values and strings that look like the key', () => {
    const json =
      '{ "params": {"id": 1, "s": "\\"id\\": 2", "a": [{"id":3}]}, "x\\"": "}", "id" :\n99999999999999999999 }'
    expect(rawMemberText(json, 'id')).toBe('99999999999999999999')
    expect(rawMemberText(json, 'params')).toBe('{"id": 1, "s": "\\"id\\": 2", "a": [{"id":3}]}')
  })

  it('matches escaped keys, takes the last duplicate, and returns undefined when absent', () => {
    expect(rawMemberText('{"\\u0069d":"a"}', 'id')).toBe('"a"')
    expect(rawMemberText('{"id":1,"id":2}', 'id')).toBe('2')
    // A string ending in an escaped backslash ends at the next quote.
    expect(rawMemberText('{"s":"a\\\\","id":7,"t":"\\\\\\"x"}', 'id')).toBe('7')
    expect(rawMemberText('{}', 'id')).toBeUndefined()
    expect(rawMemberText('{"a":true,"b":null}', 'id')).toBeUndefined()
    expect(rawMemberText('[1]', 'id')).toBeUndefined()
  })
})
