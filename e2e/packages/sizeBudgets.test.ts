import { describe, expect, it } from 'vitest'
import { budgets, overBudget } from './sizeBudgets.ts'

describe('overBudget', () => {
  it('passes figures within the budgets', () => {
    expect(overBudget({ beforeOpen: budgets.beforeOpen, onOpen: budgets.onOpen - 1 })).toEqual([])
  })

  it('names each figure over its budget, with both sizes', () => {
    expect(overBudget({ beforeOpen: budgets.beforeOpen + 2048, onOpen: budgets.onOpen })).toEqual([
      `beforeOpen: ${((budgets.beforeOpen + 2048) / 1024).toFixed(1)} KiB gzip is over its budget of ${(budgets.beforeOpen / 1024).toFixed(1)} KiB`,
    ])
  })
})
