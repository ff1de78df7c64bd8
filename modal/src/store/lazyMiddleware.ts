/**
 * The store's slot for middleware that loads with a feature's code: what is added here runs in
 * every store, from the next action on. RTK Query's (porticoApi.ts) is added when its module
 * loads, like the lazily injected slices of rootReducer, so the open path does not run it on
 * every action.
 */
import { createDynamicMiddleware } from '@reduxjs/toolkit'

export const lazyMiddleware = createDynamicMiddleware()
