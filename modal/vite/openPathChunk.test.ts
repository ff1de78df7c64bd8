// @vitest-environment node
/**
 * Builds the demo dapp as `npm start` does and checks what opening the modal fetches.
 */
import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { importClosure } from './openPathChunk.ts'

type Chunk = Rolldown.OutputChunk

async function buildDemo(): Promise<Map<string, Chunk>> {
  const result = await build({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    logLevel: 'silent',
    build: { write: false },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunks = outputs.flatMap((o) => o.output).filter((o): o is Chunk => o.type === 'chunk')
  return new Map(chunks.map((c) => [c.fileName, c]))
}

const staticClosure = (chunks: Map<string, Chunk>, roots: string[]) =>
  importClosure(roots, (name) => chunks.get(name)?.imports ?? [])

const chunkOf = (chunks: Map<string, Chunk>, modulePath: string) =>
  [...chunks.values()].find((c) => c.moduleIds.some((id) => id.endsWith(modulePath)))

describe('openPathChunk', () => {
  it('puts the open path in two chunks that the page does not load before the first click', async () => {
    const chunks = await buildDemo()
    const entry = [...chunks.values()].find((c) => c.isEntry)
    expect(entry).toBeDefined()
    const initial = staticClosure(chunks, [entry?.fileName ?? ''])

    const open = chunkOf(chunks, 'modal/src/ui/mountModal.tsx')
    expect(open?.name).toBe('portico-open')
    // The views the Connect screen shows are in it; later views are not.
    expect(open?.moduleIds.some((id) => id.endsWith('modal/src/ui/ModalRoot.tsx'))).toBe(true)
    // The store and Redux Toolkit are a chunk of their own, which imports nothing of the rest of
    // the open path: the warm-up at idle evaluates it in a task before the core's.
    const store = chunkOf(chunks, 'modal/src/store/createPorticoStore.ts')
    expect(store?.name).toBe('portico-store')
    expect(store?.moduleIds.some((id) => id.includes('@reduxjs/toolkit'))).toBe(true)
    expect(staticClosure(chunks, [store?.fileName ?? '']).has(open?.fileName ?? '')).toBe(false)
    expect(initial.has(store?.fileName ?? '')).toBe(false)
    expect(chunkOf(chunks, 'modal/src/views/send/WalletSendView.tsx')?.name).not.toBe(
      'portico-open',
    )
    expect(initial.has(open?.fileName ?? '')).toBe(false)

    // Opening fetches the core and the mounted view with what they import: no more files than
    // a browser requests at once from one host (6 over HTTP/1.1), so one round of requests.
    const core = chunkOf(chunks, 'modal/src/core/createCore.ts')
    const onOpen = staticClosure(chunks, [core?.fileName ?? '', open?.fileName ?? ''])
    for (const name of initial) onOpen.delete(name)
    expect(onOpen.size).toBeLessThanOrEqual(6)
  }, 60_000)
})
