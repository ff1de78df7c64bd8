/**
 * The legal checkbox of Connect (SPEC §1): whether the visitor ticked it, and whether connecting
 * is locked until they do. The tick lives in memory for the page's session (as peers keep it):
 * closing and reopening the modal keeps it, a reload asks again; nothing is written to storage.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { OptionsState } from './optionsSlice.ts'

export interface LegalConsentState {
  accepted: boolean
}

export const legalConsentSlice = createSlice({
  name: 'legalConsent',
  initialState: { accepted: false } as LegalConsentState,
  reducers: {
    setLegalAccepted(state, { payload }: PayloadAction<boolean>) {
      state.accepted = payload
    },
  },
})

export const { setLegalAccepted } = legalConsentSlice.actions

type WithConsent = { options: OptionsState; legalConsent: LegalConsentState }

/** The checkbox shows when the dapp (or its remote features) turns it on and gives a link. */
export const selectLegalCheckboxShown = (s: WithConsent): boolean =>
  s.options.features.legalCheckbox && !!(s.options.termsConditionsUrl || s.options.privacyPolicyUrl)

export const selectLegalAccepted = (s: WithConsent): boolean => s.legalConsent.accepted

/** Every way to connect is disabled while the shown checkbox is not ticked. */
export const selectConnectLocked = (s: WithConsent): boolean =>
  selectLegalCheckboxShown(s) && !s.legalConsent.accepted
