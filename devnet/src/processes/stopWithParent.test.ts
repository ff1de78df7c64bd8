import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { stopWithParent } from './stopWithParent.ts'

const sleeper = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'])

describe('stopWithParent', () => {
  it('stops the child with the signal and waits for its exit', async () => {
    const child = sleeper()
    const before = process.listenerCount('exit')
    const stop = stopWithParent(child, 'SIGINT')
    expect(process.listenerCount('exit')).toBe(before + 1)
    await stop()
    expect(child.signalCode).toBe('SIGINT')
    expect(process.listenerCount('exit')).toBe(before)
    await stop()
  })

  it('lets go of a child that ended by itself', async () => {
    const child = spawn(process.execPath, ['-e', ''])
    const before = process.listenerCount('exit')
    const stop = stopWithParent(child)
    await new Promise((resolve) => child.once('exit', resolve))
    expect(process.listenerCount('exit')).toBe(before)
    await stop()
  })
})
