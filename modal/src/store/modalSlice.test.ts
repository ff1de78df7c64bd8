// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  modalClosed,
  modalOpened,
  modalSlice,
  setModalLoading,
  setModalShake,
} from './modalSlice.ts'

const reduce = modalSlice.reducer

describe('modalSlice', () => {
  it('starts closed', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      open: false,
      loading: false,
      shake: false,
    })
  })

  it('opening sets loading', () => {
    expect(reduce(undefined, modalOpened())).toMatchObject({ open: true, loading: true })
  })

  it('closing clears loading', () => {
    const open = reduce(undefined, modalOpened())
    expect(reduce(open, modalClosed())).toMatchObject({ open: false, loading: false })
  })

  it('sets loading and shake', () => {
    const state = reduce(reduce(undefined, setModalLoading(true)), setModalShake(true))
    expect(state).toMatchObject({ loading: true, shake: true })
  })
})
