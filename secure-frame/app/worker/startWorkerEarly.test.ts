/** The frame worker starts before the first proof is asked for, out of the way of READY and the host. */
import { expect, it, vi } from 'vitest'
import { createSessionStore } from '../session/sessionStore.ts'
import { startWorkerEarly } from './startWorkerEarly.ts'

const memoryStorage = () => {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage
}

function setup(signedIn: boolean) {
  const session = createSessionStore(() => memoryStorage())
  if (signedIn) session.set('token')
  const startWorker = vi.fn(async () => ({}))
  const messages = new EventTarget()
  const tasks: (() => void)[] = []
  const idle: (() => void)[] = []
  startWorkerEarly({
    session,
    startWorker,
    messages,
    nextTask: (run) => tasks.push(run),
    whenIdle: (run) => idle.push(run),
  })
  const runAll = (queue: (() => void)[]) => {
    for (const run of queue.splice(0)) run()
  }
  return { startWorker, messages, tasks, idle, runAll }
}

it('with a stored session (a restore is coming), starts it in the task after READY', () => {
  const { startWorker, tasks, runAll } = setup(true)
  // Not in READY's task: a cross-process post leaves only when that task ends.
  expect(startWorker).not.toHaveBeenCalled()
  runAll(tasks)
  expect(startWorker).toHaveBeenCalledOnce()
})

it("without one, starts it when idle after the host's first message, once", () => {
  const { startWorker, messages, tasks, idle, runAll } = setup(false)
  runAll(tasks)
  expect(idle).toHaveLength(0)
  expect(startWorker).not.toHaveBeenCalled()
  messages.dispatchEvent(new Event('message'))
  messages.dispatchEvent(new Event('message'))
  // Not while the frame answers that message: at idle.
  expect(startWorker).not.toHaveBeenCalled()
  expect(idle).toHaveLength(1)
  runAll(idle)
  expect(startWorker).toHaveBeenCalledOnce()
})

it('waits for idle time 100 ms at most by default', () => {
  const idle: IdleRequestOptions[] = []
  vi.stubGlobal('requestIdleCallback', (_run: () => void, options?: IdleRequestOptions) => {
    idle.push(options ?? {})
    return idle.length
  })
  try {
    const messages = new EventTarget()
    startWorkerEarly({
      session: createSessionStore(() => memoryStorage()),
      startWorker: async () => ({}),
      messages,
    })
    messages.dispatchEvent(new Event('message'))
    expect(idle).toEqual([{ timeout: 100 }])
  } finally {
    vi.unstubAllGlobals()
  }
})

it('swallows a failed start (the first request starts it again)', async () => {
  const failure = vi.fn()
  process.once('unhandledRejection', failure)
  const session = createSessionStore(() => memoryStorage())
  session.set('token')
  startWorkerEarly({
    session,
    startWorker: () => Promise.reject(new Error('chunk failed')),
    messages: new EventTarget(),
    nextTask: (run) => run(),
  })
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(failure).not.toHaveBeenCalled()
  process.removeListener('unhandledRejection', failure)
})
