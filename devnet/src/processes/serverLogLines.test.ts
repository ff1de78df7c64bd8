import { describe, expect, it } from 'vitest'
import { cloudReadyUrl, isNotableLogLine, listeningUrl } from './serverLogLines.ts'

describe('server log lines', () => {
  it("finds the cloud's URL in its listening line only", () => {
    const ready = JSON.stringify({
      level: 30,
      msg: 'cloud API listening',
      url: 'http://127.0.0.1:4100',
    })
    expect(cloudReadyUrl(ready)).toBe('http://127.0.0.1:4100')
    expect(cloudReadyUrl(JSON.stringify({ level: 30, msg: 'request completed' }))).toBeUndefined()
    expect(cloudReadyUrl('{not json')).toBeUndefined()
  })

  it('shows warnings, errors and plain text, not request logs', () => {
    expect(isNotableLogLine(JSON.stringify({ level: 30, msg: 'request completed' }))).toBe(false)
    expect(isNotableLogLine(JSON.stringify({ level: 40, msg: 'RPC upstream failed' }))).toBe(true)
    expect(isNotableLogLine('lease: held; starting the work')).toBe(true)
    expect(isNotableLogLine('  ')).toBe(false)
  })

  it('reads "<what>: listening on <url>"', () => {
    expect(listeningUrl('frame server: listening on http://127.0.0.1:5174')).toBe(
      'http://127.0.0.1:5174',
    )
    expect(listeningUrl('relay: listening on ws://127.0.0.1:4200')).toBe('ws://127.0.0.1:4200')
    expect(listeningUrl('listening')).toBeUndefined()
  })
})
