// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { setThemeMode, setThemeVariables, setW3mThemeVariables, themeSlice } from './themeSlice.ts'

const reduce = themeSlice.reducer

describe('themeSlice', () => {
  it('defaults to dark with no variables', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      themeMode: 'dark',
      themeVariables: {},
      w3mThemeVariables: {},
    })
  })

  it('switches the mode', () => {
    expect(reduce(undefined, setThemeMode('light')).themeMode).toBe('light')
  })

  it('merges theme variables and replaces the frame ones', () => {
    let state = reduce(undefined, setThemeVariables({ '--accent': '#00f', '--radius': 8 }))
    state = reduce(state, setThemeVariables({ '--accent': '#f00' }))
    state = reduce(state, setW3mThemeVariables({ '--w3m-accent': '#f00' }))
    expect(state.themeVariables).toEqual({ '--accent': '#f00', '--radius': 8 })
    expect(state.w3mThemeVariables).toEqual({ '--w3m-accent': '#f00' })
  })
})
