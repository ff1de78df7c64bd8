/**
 * Every slice of the modal's store under its name. A feature that only some visits use (swap,
 * on-ramp, porticoApi's account data) injects its slice when its code loads, so the open path
 * does not carry it.
 */
import { combineSlices } from '@reduxjs/toolkit'
import { accountSlice } from '../features/account/accountSlice.ts'
import { transactionsSlice } from '../features/account/transactionsSlice.ts'
import { sendSlice } from '../features/send/sendSlice.ts'
import { connectingSlice } from './connectingSlice.ts'
import { connectionSlice } from './connectionSlice.ts'
import { connectorsSlice } from './connectorsSlice.ts'
import { eventsSlice } from './eventsSlice.ts'
import { legalConsentSlice } from './legalConsentSlice.ts'
import { localeSlice } from './localeSlice.ts'
import { modalSlice } from './modalSlice.ts'
import { networkSlice } from './networkSlice.ts'
import { optionsSlice } from './optionsSlice.ts'
import { recentWalletsSlice } from './recentWalletsSlice.ts'
import { routerSlice } from './routerSlice.ts'
import { snackbarSlice } from './snackbarSlice.ts'
import { themeSlice } from './themeSlice.ts'

/** Slices injected later declare themselves here (`declare module`, see features/swap). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by module augmentation
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({
  router: routerSlice.reducer,
  modal: modalSlice.reducer,
  account: accountSlice.reducer,
  network: networkSlice.reducer,
  connection: connectionSlice.reducer,
  connectors: connectorsSlice.reducer,
  theme: themeSlice.reducer,
  snackbar: snackbarSlice.reducer,
  options: optionsSlice.reducer,
  events: eventsSlice.reducer,
  connecting: connectingSlice.reducer,
  recentWallets: recentWalletsSlice.reducer,
  transactions: transactionsSlice.reducer,
  send: sendSlice.reducer,
  legalConsent: legalConsentSlice.reducer,
  locale: localeSlice.reducer,
}).withLazyLoadedSlices<LazyLoadedSlices>()

export type RootState = ReturnType<typeof rootReducer>
