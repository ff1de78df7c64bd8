import { describe, expect, it } from 'vitest'
import { createFreshReads } from './createFreshReads.ts'

/** A load whose answers the test releases one by one, counting how many began. */
function controlledLoad() {
  const pending: ((value: number) => void)[] = []
  let started = 0
  return {
    load: () =>
      new Promise<number>((resolve) => {
        started++
        pending.push(resolve)
      }),
    started: () => started,
    finish: (value: number) => pending.shift()?.(value),
  }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('createFreshReads', () => {
  it('gives callers during a read the next read, never the one already under way', async () => {
    const read = createFreshReads<number>()
    const { load, started, finish } = controlledLoad()
    const first = read('k', load)
    // Arrived while the first read was under way: they share one read that starts after it.
    const second = read('k', load)
    const third = read('k', load)
    expect(started()).toBe(1)
    finish(1)
    expect(await first).toBe(1)
    await tick()
    expect(started()).toBe(2)
    finish(2)
    expect(await second).toBe(2)
    expect(await third).toBe(2)
    // Nothing under way: a new caller starts its own read.
    const fourth = read('k', load)
    expect(started()).toBe(3)
    finish(3)
    expect(await fourth).toBe(3)
  })

  it('keeps keys apart and passes a failure to the callers of that read only', async () => {
    const read = createFreshReads<number>()
    let calls = 0
    const failing = () => Promise.reject(new Error(`down ${++calls}`))
    await expect(read('a', failing)).rejects.toThrow('down 1')
    expect(await read('a', async () => 5)).toBe(5)
    expect(await read('b', async () => 6)).toBe(6)
  })
})
