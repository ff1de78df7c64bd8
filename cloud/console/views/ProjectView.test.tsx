import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProjectView } from './ProjectView.tsx'
import { CHANGED_ELSEWHERE } from './useProject.ts'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const stored = {
  projectId: 'p1',
  name: 'P1',
  allowedOrigins: ['https://app.example.com'],
  localhostAnyPort: false,
  analyticsEnabled: true,
  features: {},
  connectMethodsOrder: null,
  version: 1,
}

/** The console API for one project; PATCH answers 409 while `stale` says so. */
function fakeServer(options: { stale: boolean }) {
  let project = { ...stored }
  const calls: { method: string; url: string; body?: unknown }[] = []
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined
      calls.push({ method: init.method ?? 'GET', url, body })
      if (url.endsWith('/analytics?days=30')) return json(200, { days: [] })
      if (init.method === 'PATCH') {
        if (options.stale) {
          options.stale = false
          // Someone else renamed it meanwhile.
          project = { ...project, name: 'Renamed elsewhere', version: project.version + 1 }
          return json(409, {
            name: 'ApiError',
            code: 'PROJECT_VERSION_CONFLICT',
            message: 'The project was changed meanwhile; reload it and apply your change again',
          })
        }
        const { version: _, ...patch } = body
        project = { ...project, ...patch, version: project.version + 1 }
        return json(200, project)
      }
      return json(200, project)
    }),
  )
  return calls
}

async function render() {
  const host = document.body.appendChild(document.createElement('div'))
  await act(async () => createRoot(host).render(<ProjectView projectId="p1" />))
  const byLabel = (text: string) => {
    const label = [...host.querySelectorAll('label')].find((l) => l.textContent?.startsWith(text))
    return document.getElementById(label?.htmlFor ?? '') as HTMLInputElement
  }
  const button = (text: string) =>
    [...host.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLButtonElement
  const click = (element: HTMLElement) => act(async () => element.click())
  return { host, byLabel, button, click }
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

describe('ProjectView', () => {
  it('saves features with the version read', async () => {
    const calls = fakeServer({ stale: false })
    const { byLabel, button, click, host } = await render()
    await click(byLabel('Swaps'))
    await click(button('Save features'))
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      version: 1,
      features: { swaps: false },
    })
    expect(host.textContent).toContain('Features saved')
    expect(byLabel('Swaps').checked).toBe(false)
  })

  it('on a stale version, reloads the project, says so and keeps the unsaved change', async () => {
    const calls = fakeServer({ stale: true })
    const { byLabel, button, click, host } = await render()
    await click(byLabel('Swaps'))
    await click(button('Save features'))
    expect(host.querySelector('[role="alert"]')?.textContent).toBe(CHANGED_ELSEWHERE)
    expect(host.querySelector('h1')?.textContent).toBe('Renamed elsewhere')
    expect(byLabel('Swaps').checked).toBe(false)
    // Applying it again sends the version just reloaded.
    await click(button('Save features'))
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({
      version: 2,
      features: { swaps: false },
    })
    expect(host.textContent).toContain('Features saved')
  })

  it('explains an invalid origin under the field and sends nothing', async () => {
    const calls = fakeServer({ stale: false })
    const { byLabel, host } = await render()
    const input = byLabel('Add an allowed origin')
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      setValue?.call(input, 'http://*.example.com')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => input.form?.requestSubmit())
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const described = input.getAttribute('aria-describedby')?.split(' ') ?? []
    const text = described.map((id) => document.getElementById(id)?.textContent).join(' ')
    expect(text).toContain('A wildcard is allowed over https only')
    expect(text).toContain('A wildcard only as https://*.example.com')
    expect(calls.some((c) => c.url.endsWith('/origins'))).toBe(false)
    expect(host.textContent).toContain('https://app.example.com')
  })
})
