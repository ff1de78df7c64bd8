// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { readFrameConfig, toFrameChainId } from './frameConfig.ts'

function page(config: string | null, search: string) {
  document.head.innerHTML =
    config === null
      ? ''
      : `<script type="application/json" id="portico-frame-config">${config}</script>`
  return {
    search,
    ancestorOrigins: { 0: 'http://localhost:5173', length: 1 },
  } as unknown as Location
}

describe('readFrameConfig', () => {
  it('reads the embedded allowlist and the URL parameters', () => {
    const loc = page(
      '{"projectId":"demo","allowedOrigins":["http://localhost:5173"],"chainIds":[31337,10]}',
      '?projectId=demo&chainId=eip155%3A10&enableLogger=true',
    )
    expect(readFrameConfig(document, loc)).toEqual({
      projectId: 'demo',
      allowedOrigins: ['http://localhost:5173'],
      localhostAnyPort: false,
      chainIds: [31337, 10],
      solanaChains: [],
      smartAccountChains: [],
      chainId: 10,
      enableLogger: true,
      parentOrigin: 'http://localhost:5173',
      locale: 'en',
    })
  })

  it("reads the server's Solana clusters and refuses ids that are not Solana CAIP-2", () => {
    const read = (solanaChains: unknown) =>
      readFrameConfig(
        document,
        page(
          JSON.stringify({
            projectId: 'demo',
            allowedOrigins: [],
            chainIds: [31337],
            solanaChains,
          }),
          '?projectId=demo&chainId=solana%3AHLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn',
        ),
      )
    const config = read(['solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn'])
    expect(config?.solanaChains).toEqual(['solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn'])
    expect(config?.chainId).toBe('solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn')
    expect(read(['eip155:1'])).toBeNull()
    expect(read('solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn')).toBeNull()
  })

  it("speaks the URL locale (best match), else English for an unknown one, else the browser's", () => {
    const config = '{"projectId":"demo","allowedOrigins":[],"chainIds":[31337]}'
    const read = (search: string, languages: string[]) =>
      readFrameConfig(document, page(config, `?projectId=demo${search}`), languages)?.locale
    expect(read('&locale=es-AR', ['en-US'])).toBe('es')
    expect(read('&locale=ar', ['es'])).toBe('ar')
    expect(read('&locale=fr', ['es'])).toBe('en')
    expect(read('&locale=%3Cscript%3E', ['ar'])).toBe('en')
    expect(read('', ['fr-FR', 'ar-EG'])).toBe('ar')
    expect(read('', ['en-US'])).toBe('en')
  })

  it('falls back to eip155:1 for a bad chain id', () => {
    const loc = page(
      '{"projectId":"demo","allowedOrigins":[],"chainIds":[31337]}',
      '?projectId=demo&chainId=%3Cscript%3E',
    )
    expect(readFrameConfig(document, loc)?.chainId).toBe(1)
  })

  it('takes a missing chain id as eip155:1, and turns the logger on for enableLogger=true only', () => {
    const read = (search: string) =>
      readFrameConfig(
        document,
        page(
          '{"projectId":"demo","allowedOrigins":[],"chainIds":[31337]}',
          `?projectId=demo${search}`,
        ),
      )
    expect(read('')).toMatchObject({ chainId: 1, enableLogger: false })
    for (const value of ['false', 'TRUE', 'yes', ''])
      expect(read(`&enableLogger=${value}`)?.enableLogger).toBe(false)
    expect(read('&enableLogger=true')?.enableLogger).toBe(true)
  })

  it('gives null for missing or corrupt embedded config, or a project id that differs from the URL', () => {
    expect(readFrameConfig(document, page(null, '?projectId=demo'))).toBeNull()
    expect(readFrameConfig(document, page('{bad json', '?projectId=demo'))).toBeNull()
    expect(
      readFrameConfig(
        document,
        page('{"projectId":"demo","allowedOrigins":[],"chainIds":[31337]}', '?projectId=other'),
      ),
    ).toBeNull()
  })

  it('gives null for embedded chains that are missing or not chain ids', () => {
    for (const chainIds of ['', ',"chainIds":["31337"]', ',"chainIds":[0]', ',"chainIds":[1.5]'])
      expect(
        readFrameConfig(
          document,
          page(`{"projectId":"demo","allowedOrigins":[]${chainIds}}`, '?projectId=demo'),
        ),
      ).toBeNull()
  })

  it('keeps CAIP-2 ids for non-EVM chains', () => {
    expect(toFrameChainId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(toFrameChainId('eip155:31337')).toBe(31337)
  })
})
