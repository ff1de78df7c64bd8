/**
 * Registering a name (SPEC §2 RegisterAccountName, §5, §7): the name as typed, the rule it
 * breaks, the cloud's suggestions for it (the wanted name first, with whether it is taken), and
 * where the registration stands. Injected into the store when the feature's code loads (the
 * Account view's chunk), so the open path never carries it. It resets on disconnect and after a
 * name is registered.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '../../store/rootReducer.ts'
import { resetAccount } from '../account/accountSlice.ts'
import type { AccountNameIssue } from './validateAccountName.ts'

export interface NameSuggestion {
  /** The full name, e.g. `alice.reown.id`. */
  name: string
  registered: boolean
}

export interface NamesState {
  /** As typed. */
  input: string
  /** The SPEC §5 rule the input breaks; no request is made while there is one. */
  issue?: AccountNameIssue
  /** The label the suggestions answer (lower-case, no zone). */
  suggestionsFor?: string
  suggestions: NameSuggestion[]
  suggestionsStatus: 'idle' | 'loading' | 'ready' | 'failed'
  /** signing: the wallet is asked to sign the registration message; registering: the cloud has it. */
  status: 'idle' | 'signing' | 'registering' | 'failed'
  /** Why the last registration or suggestion request failed (serialised, SPEC §8 texts). */
  error?: { code: string; message: string }
  /** The full name just registered, for RegisterAccountNameSuccess. */
  registeredName?: string
}

const initialState: NamesState = {
  input: '',
  suggestions: [],
  suggestionsStatus: 'idle',
  status: 'idle',
}

export const namesSlice = createSlice({
  name: 'names',
  initialState,
  reducers: {
    /** A new input forgets the previous one's suggestions and error. */
    setNameInput(
      state,
      { payload }: PayloadAction<{ input: string; issue?: AccountNameIssue; label?: string }>,
    ) {
      state.input = payload.input
      state.issue = payload.issue
      state.error = undefined
      if (state.status === 'failed') state.status = 'idle'
      if (payload.label !== state.suggestionsFor) {
        state.suggestions = []
        state.suggestionsFor = payload.label
        state.suggestionsStatus = 'idle'
      }
    },
    suggestionsLoading(state, { payload }: PayloadAction<string>) {
      if (payload === state.suggestionsFor) state.suggestionsStatus = 'loading'
    },
    /** Suggestions for `label`; an answer about an older input is dropped. */
    setSuggestions(
      state,
      { payload }: PayloadAction<{ label: string; suggestions: NameSuggestion[] }>,
    ) {
      if (payload.label !== state.suggestionsFor) return
      state.suggestions = payload.suggestions
      state.suggestionsStatus = 'ready'
    },
    suggestionsFailed(
      state,
      { payload }: PayloadAction<{ label: string; error: { code: string; message: string } }>,
    ) {
      if (payload.label !== state.suggestionsFor) return
      state.suggestions = []
      state.suggestionsStatus = 'failed'
      state.error = payload.error
    },
    setRegistrationStatus(state, { payload }: PayloadAction<'signing' | 'registering'>) {
      state.status = payload
      state.error = undefined
    },
    registrationFailed(state, { payload }: PayloadAction<{ code: string; message: string }>) {
      state.status = 'failed'
      state.error = payload
    },
    /** Registered: the form starts empty next time; the success view shows the name. */
    nameRegistered(_state, { payload }: PayloadAction<string>) {
      return { ...initialState, registeredName: payload }
    },
    resetNames: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(resetAccount, () => initialState)
  },
})

export const {
  setNameInput,
  suggestionsLoading,
  setSuggestions,
  suggestionsFailed,
  setRegistrationStatus,
  registrationFailed,
  nameRegistered,
  resetNames,
} = namesSlice.actions

declare module '../../store/rootReducer.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof namesSlice> {}
}

/** Injected when this module loads (the Account view's chunk): the open path never carries it. */
const injected = namesSlice.injectInto(rootReducer)

/** The name registration's state; its initial state until the slice has seen an action. */
export const selectNames = injected.selectSlice
