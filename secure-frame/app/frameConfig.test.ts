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

  it("reads the server's Solana clusters, and a Solana chain id from the URL", () => {
    const config = readFrameConfig(
      document,
      page(
        JSON.stringify({
          projectId: 'demo',
          allowedOrigins: [],
          chainIds: [31337],
          solanaChains: ['solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn'],
        }),
        '?projectId=demo&chainId=solana%3AHLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn',
      ),
    )
    expect(config?.solanaChains).toEqual(['solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn'])
    expect(config?.chainId).toBe('solana:HLGhMhRr1gFBdrKKeVFRtgsxUzAQzwkn')
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

  it('gives null for an embedded config without the allowlist or the chains READY depends on', () => {
    for (const body of [
      '"allowedOrigins":[]',
      '"chainIds":[31337]',
      '"allowedOrigins":"http://localhost:5173","chainIds":[31337]',
      '"allowedOrigins":[5173],"chainIds":[31337]',
      '"allowedOrigins":[],"chainIds":31337',
    ])
      expect(
        readFrameConfig(document, page(`{"projectId":"demo",${body}}`, '?projectId=demo')),
      ).toBeNull()
    expect(readFrameConfig(document, page('null', '?projectId=demo'))).toBeNull()
    expect(readFrameConfig(document, page('[]', '?projectId=demo'))).toBeNull()
  })

  it('allows localhost on any port only when the server says true', () => {
    const read = (value: string) =>
      readFrameConfig(
        document,
        page(
          `{"projectId":"demo","allowedOrigins":[],"chainIds":[31337],"localhostAnyPort":${value}}`,
          '?projectId=demo',
        ),
      )?.localhostAnyPort
    expect(read('true')).toBe(true)
    expect(read('"true"')).toBe(false)
    expect(read('1')).toBe(false)
  })

  it('keeps CAIP-2 ids for non-EVM chains', () => {
    expect(toFrameChainId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(toFrameChainId('eip155:31337')).toBe(31337)
  })
})
