import { act, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { Tabs } from './Tabs.tsx'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const TABS = [
  { id: 'a', label: 'Alpha', testId: 'tab-a' },
  { id: 'b', label: 'Beta', testId: 'tab-b' },
  { id: 'c', label: 'Gamma', testId: 'tab-c' },
] as const

type Id = (typeof TABS)[number]['id']

function Harness() {
  const [selected, setSelected] = useState<Id>('a')
  return (
    <Tabs<Id> label="Things" tabs={TABS} selected={selected} onSelect={setSelected}>
      <p>panel {selected}</p>
    </Tabs>
  )
}

afterEach(() => {
  document.body.innerHTML = ''
})

async function render() {
  const host = document.body.appendChild(document.createElement('div'))
  await act(async () => createRoot(host).render(<Harness />))
  const tab = (id: string) => host.querySelector(`[data-testid="tab-${id}"]`) as HTMLButtonElement
  const key = (key: string) =>
    act(() => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
    })
  return { host, tab, key }
}

describe('Tabs', () => {
  it('is a labelled tablist whose panel is labelled by the selected tab', async () => {
    const { host, tab } = await render()
    expect(host.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Things')
    expect(tab('a').getAttribute('aria-selected')).toBe('true')
    expect(tab('a').tabIndex).toBe(0)
    expect(tab('b').tabIndex).toBe(-1)
    const panel = host.querySelector('[role="tabpanel"]')
    expect(panel?.getAttribute('aria-labelledby')).toBe(tab('a').id)
    expect(tab('a').getAttribute('aria-controls')).toBe(panel?.id)
  })

  it('arrow keys move and select, wrapping; Home and End go to the ends', async () => {
    const { host, tab, key } = await render()
    tab('a').focus()
    await key('ArrowRight')
    expect(tab('b').getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(tab('b'))
    expect(host.textContent).toContain('panel b')
    await key('ArrowRight')
    await key('ArrowRight')
    expect(document.activeElement).toBe(tab('a'))
    await key('ArrowLeft')
    expect(tab('c').getAttribute('aria-selected')).toBe('true')
    await key('Home')
    expect(document.activeElement).toBe(tab('a'))
    await key('End')
    expect(document.activeElement).toBe(tab('c'))
  })

  it('a click selects', async () => {
    const { tab } = await render()
    await act(async () => tab('b').click())
    expect(tab('b').getAttribute('aria-selected')).toBe('true')
  })
})
