import { act, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { viewChunk } from './viewRegistry.tsx'

// React's act() environment for a bare root.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const Hello = () => <p>hello</p>

function render(Component: React.ComponentType) {
  const container = document.createElement('div')
  const root = createRoot(container)
  act(() =>
    root.render(
      <Suspense fallback={<p>loading</p>}>
        <Component />
      </Suspense>,
    ),
  )
  return { container, root }
}

describe('viewChunk', () => {
  it('a preloaded view renders at once, with no loading fallback', async () => {
    const load = vi.fn(async () => ({ Hello }))
    const View = viewChunk(load, 'Hello')
    await View.preload()
    const { container, root } = render(View)
    expect(container.textContent).toBe('hello')
    act(() => root.unmount())
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a view not loaded yet shows the fallback, then itself; its chunk is fetched once', async () => {
    const load = vi.fn(async () => ({ Hello }))
    const View = viewChunk(load, 'Hello')
    const { container, root } = render(View)
    expect(container.textContent).toBe('loading')
    await act(async () => {
      await View.preload()
    })
    await vi.waitFor(() => expect(container.textContent).toBe('hello'))
    act(() => root.unmount())
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a chunk that failed to load is fetched again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ Hello: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Hello })
    const View = viewChunk(load, 'Hello')
    await expect(View.preload()).rejects.toThrow('offline')
    await View.preload()
    expect(load).toHaveBeenCalledTimes(2)
    const { container, root } = render(View)
    expect(container.textContent).toBe('hello')
    act(() => root.unmount())
  })
})
