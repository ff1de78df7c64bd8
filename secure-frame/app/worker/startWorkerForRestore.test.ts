/** The frame worker starts early only when a stored session is about to be restored. */
import { expect, it, vi } from 'vitest'
import { createSessionStore } from '../session/sessionStore.ts'
import { startWorkerForRestore } from './startWorkerForRestore.ts'

const memoryStorage = () => {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage
}

it('starts the worker in a later task when the frame keeps a session', async () => {
  const storage = memoryStorage()
  const session = createSessionStore(() => storage)
  session.set('token')
  const startWorker = vi.fn(async () => ({}))
  const tasks: (() => void)[] = []
  startWorkerForRestore(session, startWorker, (run) => tasks.push(run))
  // Not in READY's task: the post goes first.
  expect(startWorker).not.toHaveBeenCalled()
  for (const run of tasks) run()
  expect(startWorker).toHaveBeenCalledOnce()
})

it('leaves the worker for its first use when there is no session', () => {
  const session = createSessionStore(() => memoryStorage())
  const startWorker = vi.fn(async () => ({}))
  const tasks: (() => void)[] = []
  startWorkerForRestore(session, startWorker, (run) => tasks.push(run))
  expect(tasks).toEqual([])
  expect(startWorker).not.toHaveBeenCalled()
})

it('swallows a failed start (the first request starts it again)', async () => {
  const session = createSessionStore(() => memoryStorage())
  session.set('token')
  const failure = vi.fn()
  process.once('unhandledRejection', failure)
  startWorkerForRestore(
    session,
    () => Promise.reject(new Error('chunk failed')),
    (run) => run(),
  )
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(failure).not.toHaveBeenCalled()
  process.removeListener('unhandledRejection', failure)
})
