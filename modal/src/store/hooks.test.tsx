import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { afterEach, describe, expect, it } from 'vitest'
import { useAppDispatch, useAppSelector } from './hooks.ts'
import { openModal } from './modalThunks.ts'
import { createTestStore } from './testStore.test-helpers.ts'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

function OpenButton() {
  const dispatch = useAppDispatch()
  const view = useAppSelector((state) => state.router.view)
  const open = useAppSelector((state) => state.modal.open)
  return (
    <button type="button" onClick={() => dispatch(openModal({ view: 'Networks' }))}>
      {open ? view : 'closed'}
    </button>
  )
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('typed hooks', () => {
  it('select from and dispatch to the provided store', async () => {
    const { store } = createTestStore()
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    await act(async () =>
      root.render(
        <Provider store={store}>
          <OpenButton />
        </Provider>,
      ),
    )
    const button = container.querySelector('button')
    expect(button?.textContent).toBe('closed')
    await act(async () => button?.click())
    expect(button?.textContent).toBe('Networks')
    await act(async () => root.unmount())
  })
})
