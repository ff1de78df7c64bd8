// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { themeStyle } from './themeStyle.ts'

describe('themeStyle', () => {
  it('maps w3m names to ours and keeps portico names', () => {
    expect(themeStyle({ '--w3m-accent': '#ff0000', '--portico-radius-master': '4px' })).toEqual({
      '--portico-accent': '#ff0000',
      '--portico-radius-master': '4px',
    })
  })

  it('drops unknown names and values that could fetch or break out', () => {
    expect(
      themeStyle({
        color: 'red',
        '--w3m-accent': 'url(https://x.test/a.png)',
        '--portico-accent': 'red; } body { x',
      }),
    ).toEqual({})
  })
})
