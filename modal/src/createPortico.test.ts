import { afterEach, describe, expect, it, vi } from 'vitest'
import { porticoSolanaDevnet } from './chains/solana/solanaNetworks.ts'
import { createPortico, type Portico, PorticoOptionsError } from './createPortico.ts'

let portico: Portico | undefined
afterEach(() => {
  portico?.destroy()
  localStorage.clear()
  document.body.innerHTML = ''
})

const CONNECTOR_KEY = '@appkit/eip155:connected_connector_id'

describe('createPortico', () => {
  it('fills local defaults', () => {
    portico = createPortico({ projectId: 'p' })
    expect(portico.options).toMatchObject({
      projectId: 'p',
      themeMode: 'dark',
      frameUrl: 'http://127.0.0.1:5174',
      apiUrl: 'http://127.0.0.1:4100',
    })
  })

  it('points every network at its rpcMap URL, in one place', () => {
    const network = (id: number, port: number) => ({
      id,
      name: `Chain ${id}`,
      chainNamespace: 'eip155' as const,
      caipNetworkId: `eip155:${id}` as const,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [`http://127.0.0.1:${port}`] } },
    })
    portico = createPortico({
      projectId: 'p',
      networks: [network(1, 8545), network(2, 8546)],
      defaultNetwork: network(1, 8545),
      rpcMap: { 'eip155:1': 'http://127.0.0.1:18545' },
    })
    expect(portico.options.networks.map((n) => n.rpcUrls.default.http)).toEqual([
      ['http://127.0.0.1:18545'],
      ['http://127.0.0.1:8546'],
    ])
    expect(portico.options.defaultNetwork?.rpcUrls.default.http).toEqual(['http://127.0.0.1:18545'])
    expect(portico.getState().caipNetwork?.rpcUrls.default.http).toEqual(['http://127.0.0.1:18545'])
  })

  it('takes the legal checkbox with its terms and privacy URLs', () => {
    portico = createPortico({
      projectId: 'p',
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://dapp.example/terms',
      privacyPolicyUrl: 'https://dapp.example/privacy',
    })
    expect(portico.options).toMatchObject({
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://dapp.example/terms',
    })
  })

  it.each([
    [{ projectId: 'p', rpcMap: { '31337': 'http://127.0.0.1:8545' } }, 'rpcMap keys are CAIP-2'],
    [{ projectId: 'p', rpcMap: { 'eip155:1': 'ftp://x' } }, 'Expected an http(s) URL'],
    [{ projectId: '' }, 'projectId is required'],
    [{ projectId: 'p', frameUrl: 'javascript:alert(1)' }, 'Expected an http(s) URL'],
    [{ projectId: 'p', themeMode: 'neon' }, 'themeMode'],
    [{ projectId: 'p', termsConditionsUrl: 'javascript:alert(1)' }, 'termsConditionsUrl'],
    [{ projectId: 'p', privacyPolicyUrl: 'not a url' }, 'Expected an http(s) URL'],
    [{ projectId: 'p', features: { legalCheckbox: true } }, 'needs termsConditionsUrl'],
  ])('rejects %o with a clear error', (input, text) => {
    expect(() => createPortico(input as never)).toThrow(PorticoOptionsError)
    expect(() => createPortico(input as never)).toThrow(text)
  })

  it("with preload 'intent', creates no iframe and no modal element until first use", async () => {
    portico = createPortico({ projectId: 'p', preload: 'intent' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(document.querySelector('iframe')).toBeNull()
    expect(document.querySelector('portico-modal')).toBeNull()
  })

  it('renders Connect in the closed dialog at idle, counting no open and loading no frame', async () => {
    portico = createPortico({ projectId: 'p' })
    const events: string[] = []
    portico.subscribeEvents((e) => events.push(e.data.event))
    expect(document.querySelector('portico-modal')).toBeNull()
    const dialog = () =>
      document.querySelector('portico-modal')?.shadowRoot?.querySelector('dialog') ?? null
    await vi.waitFor(
      () => expect(dialog()?.querySelector('ul[aria-label="Wallets"]')).toBeInstanceOf(HTMLElement),
      {
        timeout: 5000,
      },
    )
    expect(dialog()?.hasAttribute('open')).toBe(false)
    expect(dialog()?.dataset.view).toBe('Connect')
    expect(portico.getState().open).toBe(false)
    expect(events).not.toContain('MODAL_OPEN')
    expect(document.querySelector('iframe')).toBeNull()
    // Opening shows what was rendered, the same element.
    const list = dialog()?.querySelector('ul[aria-label="Wallets"]')
    await portico.open()
    // Under load the dialog's open may land a task after open() resolves.
    await vi.waitFor(() => expect(dialog()?.hasAttribute('open')).toBe(true), { timeout: 5000 })
    expect(dialog()?.querySelector('ul[aria-label="Wallets"]')).toBe(list)
    expect(events).toContain('MODAL_OPEN')
  })

  it('opens into a shadow root and closes, notifying subscribers', async () => {
    portico = createPortico({ projectId: 'p', themeMode: 'light' })
    const seen: boolean[] = [portico.getState().open]
    portico.subscribeState((s) => {
      if (seen.at(-1) !== s.open) seen.push(s.open)
    })
    await portico.open()
    const host = document.querySelector('portico-modal')
    expect(host?.shadowRoot).not.toBeNull()
    await vi.waitFor(() =>
      expect(host?.shadowRoot?.querySelector('dialog')?.dataset.theme).toBe('light'),
    )
    expect(portico.getState()).toMatchObject({ open: true, view: 'Connect', initialized: true })
    portico.close()
    portico.close()
    expect(seen).toEqual([false, true, false])
    expect(portico.getState().open).toBe(false)
  })

  it('opens in the theme set before the first open, not the options one', async () => {
    portico = createPortico({ projectId: 'p', themeMode: 'dark' })
    portico.setThemeMode('light')
    portico.setThemeVariables({ '--portico-accent': '#123456' })
    await portico.open()
    const dialog = () =>
      document.querySelector('portico-modal')?.shadowRoot?.querySelector('dialog')
    await vi.waitFor(() => expect(dialog()?.dataset.theme).toBe('light'))
    expect(dialog()?.style.getPropertyValue('--portico-accent')).toBe('#123456')
    expect(portico.getState().themeMode).toBe('light')
  })

  it('loads the secure frame at once for a stored e-mail session, not after the project config', async () => {
    // The cloud never answers: the restore's origin check waits, the frame does not.
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}))
    localStorage.setItem(CONNECTOR_KEY, 'ID_AUTH')
    portico = createPortico({ projectId: 'demo', preload: 'intent' })
    await vi.waitFor(() => expect(document.querySelectorAll('iframe')).toHaveLength(1))
    fetchSpy.mockRestore()
    // The restore reuses that frame: still one.
    await portico.getAuthConnector()
    expect(document.querySelectorAll('iframe')).toHaveLength(1)
  })

  it('loads no frame for a stored extension connection, nor without EVM networks', async () => {
    localStorage.setItem(CONNECTOR_KEY, 'io.metamask')
    portico = createPortico({ projectId: 'demo', preload: 'intent' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(document.querySelector('iframe')).toBeNull()
    portico.destroy()
    localStorage.setItem(CONNECTOR_KEY, 'ID_AUTH')
    portico = createPortico({
      projectId: 'demo',
      preload: 'intent',
      networks: [porticoSolanaDevnet],
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('inserts the secure frame once, hidden, with the protocol URL', async () => {
    portico = createPortico({ projectId: 'demo', frameUrl: 'http://127.0.0.1:5174' })
    const [a, b] = await Promise.all([portico.getAuthConnector(), portico.getAuthConnector()])
    expect(a).toBe(b)
    const frames = document.querySelectorAll('iframe')
    expect(frames).toHaveLength(1)
    const src = new URL(frames[0]?.src ?? '')
    expect(`${src.origin}${src.pathname}`).toBe('http://127.0.0.1:5174/sdk')
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: 'demo',
      chainId: 'eip155:1',
      version: '4',
      enableLogger: 'false',
      // The modal's language (the test browser's, en-US).
      locale: 'en',
    })
    expect(frames[0]?.style.zIndex).toBe('999999')
    expect(frames[0]?.style.position).toBe('fixed')
  })
})

describe('createPortico locale', () => {
  it("shows the browser's language when it is supported, English otherwise", () => {
    const languages = vi.spyOn(navigator, 'languages', 'get')
    try {
      languages.mockReturnValue(['es-MX', 'en'])
      portico = createPortico({ projectId: 'p' })
      expect(portico.getState().locale).toBe('es')
      portico.destroy()
      languages.mockReturnValue(['de-DE', 'fr'])
      portico = createPortico({ projectId: 'p' })
      expect(portico.getState().locale).toBe('en')
    } finally {
      languages.mockRestore()
    }
  })

  it('takes the locale option over the browser, falling back to its language, then English', () => {
    portico = createPortico({ projectId: 'p', locale: 'ar-EG' })
    expect(portico.options.locale).toBe('ar')
    expect(portico.getState().locale).toBe('ar')
    portico.destroy()
    portico = createPortico({ projectId: 'p', locale: 'pt-BR' })
    expect(portico.getState().locale).toBe('en')
  })

  it('refuses a locale option that is not a language tag', () => {
    expect(() => createPortico({ projectId: 'p', locale: 'Spanish please' })).toThrow(
      PorticoOptionsError,
    )
    expect(() => createPortico({ projectId: 'p', locale: 'e' })).toThrow(/language tag/)
  })

  it('setLocale changes the language at run time, and refuses what is not a tag', () => {
    portico = createPortico({ projectId: 'p', locale: 'en' })
    const seen: string[] = []
    portico.subscribeState((state) => seen.push(state.locale))
    portico.setLocale('es-AR')
    expect(portico.getState().locale).toBe('es')
    expect(seen).toEqual(['es'])
    expect(() => portico?.setLocale('<script>')).toThrow(PorticoOptionsError)
    expect(portico.getState().locale).toBe('es')
  })

  it('opens in the language set before the first open, and tells the secure frame', async () => {
    portico = createPortico({ projectId: 'p', locale: 'en' })
    portico.setLocale('ar')
    await portico.open()
    const dialog = () =>
      document.querySelector('portico-modal')?.shadowRoot?.querySelector('dialog')
    await vi.waitFor(() => expect(dialog()?.getAttribute('dir')).toBe('rtl'))
    expect(dialog()?.getAttribute('lang')).toBe('ar')
    await portico.getAuthConnector()
    const frame = document.querySelector('iframe')
    expect(new URL(frame?.src ?? '').searchParams.get('locale')).toBe('ar')
  })
})
