// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { hideSnackbar, snackbarShown, snackbarSlice } from './snackbarSlice.ts'

const reduce = snackbarSlice.reducer
const shown = (id: string) =>
  reduce(undefined, snackbarShown({ id, message: 'Hi', variant: 'success', autoClose: true }))

describe('snackbarSlice', () => {
  it('starts hidden, auto-closing by default', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      message: '',
      variant: 'success',
      open: false,
      autoClose: true,
    })
  })

  it('shows a message', () => {
    expect(shown('a')).toMatchObject({ id: 'a', message: 'Hi', variant: 'success', open: true })
  })

  it('hides whatever is shown, or only the given showing', () => {
    expect(reduce(shown('a'), hideSnackbar()).open).toBe(false)
    expect(reduce(shown('a'), hideSnackbar('a')).open).toBe(false)
    expect(reduce(shown('b'), hideSnackbar('a')).open).toBe(true)
  })
})
