/** The worker's background work waits for its requests: first answered, none in flight. */
import { expect, it } from 'vitest'
import { createRequestGate } from './requestGate.ts'

/** A call whose answer the test gives when it wants. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

it('starts background work only after the first request is answered', async () => {
  const gate = createRequestGate()
  const proof = deferred<string>()
  const api = gate.track({ createProof: () => proof.promise })
  const order: string[] = []
  void gate.afterFirstCall().then(() => order.push('background'))
  const answer = api.createProof().then((value) => order.push(`answered ${value}`))
  await tick()
  expect(order).toEqual([])
  proof.resolve('p1')
  await answer
  await tick()
  expect(order).toEqual(['answered p1', 'background'])
})

it('holds each background step while a request is in flight, then lets it go', async () => {
  const gate = createRequestGate(20)
  const first = deferred<void>()
  const second = deferred<void>()
  const calls = [first, second]
  const api = gate.track({ ensureWallet: () => calls.shift()?.promise })
  let stepRan = false
  void api.ensureWallet()
  const step = gate.idle().then(() => {
    stepRan = true
  })
  await tick()
  expect(stepRan).toBe(false)
  // A second request before the first is answered: the step waits for both.
  void api.ensureWallet()
  first.resolve()
  await tick()
  expect(stepRan).toBe(false)
  second.resolve()
  await step
  expect(stepRan).toBe(true)
})

it('lets a step go only once no request has come for the quiet time', async () => {
  const gate = createRequestGate(200)
  const api = gate.track({ createProof: async () => 'proof' })
  await api.createProof()
  const answeredAt = performance.now()
  await gate.idle()
  // Timers may fire a millisecond early.
  expect(performance.now() - answeredAt).toBeGreaterThanOrEqual(198)
  // Quiet for long enough already: no further wait than the next task.
  await new Promise((resolve) => setTimeout(resolve, 210))
  const before = performance.now()
  await gate.idle()
  expect(performance.now() - before).toBeLessThan(150)
})

it('counts a failed request as answered', async () => {
  const gate = createRequestGate(0)
  const api = gate.track({
    createProof: async () => {
      throw new Error('no device key')
    },
  })
  await expect(api.createProof()).rejects.toThrow('no device key')
  await gate.afterFirstCall()
  await expect(Promise.race([gate.idle().then(() => 'idle'), tick()])).resolves.toBe('idle')
})

it('passes arguments and answers through unchanged, and keeps non-function values', async () => {
  const gate = createRequestGate()
  const api = gate.track({ add: async (a: number, b: number) => a + b, version: 4 })
  await expect(api.add(2, 3)).resolves.toBe(5)
  expect(api.version).toBe(4)
})
