import { describe, expect, it } from 'vitest'
import { createStopSignalHandler } from './stopSignals.ts'

function setup() {
  let clock = 0
  const calls: string[] = []
  const onSignal = createStopSignalHandler({
    stop: () => calls.push('stop'),
    forceExit: () => calls.push('force'),
    now: () => clock,
  })
  return { calls, onSignal, advance: (ms: number) => (clock += ms) }
}

describe('createStopSignalHandler', () => {
  it('stops in order on the first signal and exits at once on a later one', () => {
    const { calls, onSignal, advance } = setup()
    onSignal()
    expect(calls).toEqual(['stop'])
    advance(3000)
    onSignal()
    expect(calls).toEqual(['stop', 'force'])
  })

  it('takes the same Ctrl+C arriving twice (terminal and run.mjs) as one press', () => {
    const { calls, onSignal, advance } = setup()
    onSignal()
    advance(5)
    onSignal()
    expect(calls).toEqual(['stop'])
  })
})
