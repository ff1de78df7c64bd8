/**
 * Registering a name as the views ask for it (SPEC §2 RegisterAccountName and
 * RegisterAccountNameSuccess, §5, §7): typing a name (the §5 rule first, no request while it
 * fails; then, once typing pauses, the cloud's suggestions with the name's availability, an
 * older request cancelled), and the registration: the account signs the registration message
 * with personal_sign through the active connection (an extension, WalletConnect, or the e-mail
 * wallet in its secure frame's approval window), the cloud checks and stores it, and the
 * Account view shows the new name from the reverse lookup.
 */
import {
  createPorticoError,
  PorticoError,
  serializeError,
  signedMessageSchema,
} from '@portico/shared'
import { toHex } from 'viem'
import type { CloudError } from '../../api/cloudClient.ts'
import { namesApi } from '../../api/namesApi.ts'
import { apiThunk, porticoApi } from '../../api/porticoApi.ts'
import { WALLET_ERROR_USER_REJECTED, walletErrorCodes } from '../../chains/evm/evmWalletCalls.ts'
import { coreKey } from '../../store/coreServices.ts'
import type { AppThunk } from '../../store/createPorticoStore.ts'
import { selectActiveCaipNetwork } from '../../store/networkSlice.ts'
import { pushView, replaceView, resetView } from '../../store/routerSlice.ts'
import {
  selectActiveAccount,
  selectActiveAccountType,
  setProfile,
} from '../account/accountSlice.ts'
import { type NamesErrorCode, namesTexts } from './namesMessages.ts'
import {
  nameRegistered,
  registrationFailed,
  resetNames,
  selectNames,
  setNameInput,
  setRegistrationStatus,
  setSuggestions,
  suggestionsFailed,
  suggestionsLoading,
} from './namesSlice.ts'
import { DEFAULT_NAMES_TIMING, namesTimingKey } from './namesTiming.ts'
import { coinTypeFor, registrationMessage } from './registrationMessage.ts'
import {
  accountNameLabel,
  accountNameSchema,
  fullAccountName,
  getAccountNameIssue,
} from './validateAccountName.ts'

/** The suggestion request in flight per store (keyed by its services): a newer input aborts it. */
const inFlight = new WeakMap<object, { abort(): void }>()

const namesError = (code: NamesErrorCode, cause?: unknown) =>
  new PorticoError(namesTexts[code], { code, cause })

/** From Account: RegisterAccountName with an empty form. */
export const openRegisterAccountName = (): AppThunk => (dispatch) => {
  dispatch(resetNames())
  dispatch(pushView('RegisterAccountName'))
}

/** RegisterAccountNameSuccess's button: back to Account, which shows the name. */
export const closeRegisterAccountName = (): AppThunk => (dispatch) => {
  dispatch(resetNames())
  dispatch(resetView('Account'))
}

/**
 * The name as typed. A name breaking SPEC §5 gets its issue and no request; a valid one, once
 * typing pauses, its suggestions. A request about an older input is aborted, and its answer
 * dropped should it come anyway.
 */
export const typeAccountName =
  (input: string): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services }) => {
    const typed = input.trim()
    const issue = typed ? getAccountNameIssue(typed) : undefined
    const label = typed && !issue ? accountNameLabel(typed) : undefined
    if (label !== selectNames(getState()).suggestionsFor) {
      inFlight.get(services)?.abort()
      inFlight.delete(services)
    }
    dispatch(setNameInput({ input, issue, label }))
    if (!label) return
    const { suggestionsDelayMs } = services.find(namesTimingKey) ?? DEFAULT_NAMES_TIMING
    await new Promise((resolve) => setTimeout(resolve, suggestionsDelayMs))
    const names = selectNames(getState())
    if (names.input !== input || names.suggestionsStatus !== 'idle') return
    await dispatch(fetchNameSuggestions(label))
  }

/** The cloud's suggestions for `label` (SPEC §7), the wanted name first with its availability. */
export const fetchNameSuggestions =
  (label: string): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { services }) => {
    dispatch(suggestionsLoading(label))
    // Availability must be current: never from the cache.
    const request = dispatch(
      porticoApi.endpoints.getProfileSuggestions.initiate(
        { name: label },
        { subscribe: false, forceRefetch: true },
      ),
    )
    inFlight.set(services, request)
    try {
      const { suggestions } = await request.unwrap()
      dispatch(setSuggestions({ label, suggestions }))
    } catch (cause) {
      // An aborted request's input has changed: the slice drops the answer by its label.
      dispatch(
        suggestionsFailed({
          label,
          error: serializeError(createPorticoError('NAME_SUGGESTIONS_FAILED', { cause })),
        }),
      )
    } finally {
      if (inFlight.get(services) === request) inFlight.delete(services)
    }
  }

/** Chooses a suggestion: its label becomes the input (and its availability is known). */
export const chooseNameSuggestion =
  (name: string): AppThunk<Promise<void>> =>
  (dispatch) =>
    dispatch(typeAccountName(accountNameLabel(name)))

const isCloudError = (error: unknown): error is CloudError =>
  typeof error === 'object' && error !== null && 'status' in error && 'message' in error

/** What the user is told about a failed registration. */
function describeRegistrationFailure(error: unknown): PorticoError {
  if (error instanceof PorticoError) return error
  if (walletErrorCodes(error).includes(WALLET_ERROR_USER_REJECTED))
    return namesError('USER_REJECTED', error)
  if (isCloudError(error) && error.status === 409) return namesError('NAME_TAKEN', error)
  return namesError('REGISTRATION_REFUSED', error)
}

/**
 * Registers the typed name for the connected account: the registration message signed with
 * personal_sign through the active connection, then POST /v1/profile/account. Registered: the
 * account's profile is read again (the reverse lookup) and RegisterAccountNameSuccess shows.
 * A name breaking SPEC §5 is refused before anything is asked.
 */
export const registerAccountName =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { services, now }) => {
    const state = getState()
    const names = selectNames(state)
    if (names.status === 'signing' || names.status === 'registering') return
    if (!accountNameSchema.safeParse(names.input).success) {
      const issue = getAccountNameIssue(names.input) ?? 'TOO_SHORT'
      dispatch(setNameInput({ input: names.input, issue, label: undefined }))
      return
    }
    const name = fullAccountName(accountNameLabel(names.input))
    const { address, caipAddress } = selectActiveAccount(state)
    const network = selectActiveCaipNetwork(state)
    const provider = services.get(coreKey).getProvider('eip155')
    const fail = (error: unknown) => dispatch(registrationFailed(serializeError(error)))
    if (
      !address ||
      network?.chainNamespace !== 'eip155' ||
      typeof network.id !== 'number' ||
      !provider
    )
      return void fail(namesError('NO_WALLET'))
    const stillConnected = () => selectActiveAccount(getState()).caipAddress === caipAddress
    try {
      dispatch(setRegistrationStatus('signing'))
      const message = registrationMessage(name, now())
      const signed = signedMessageSchema.safeParse(
        await provider.request({ method: 'personal_sign', params: [toHex(message), address] }),
      )
      if (!signed.success) throw namesError('INVALID_SIGNATURE')
      const signature = signed.data
      if (!stillConnected()) return
      dispatch(setRegistrationStatus('registering'))
      const profile = await dispatch(
        namesApi.endpoints.registerAccountName.initiate({
          coin_type: coinTypeFor(selectActiveAccountType(state), network.id),
          address,
          message,
          signature,
        }),
      ).unwrap()
      if (!stillConnected()) return
      await dispatch(refreshNameProfile(profile.name))
      dispatch(nameRegistered(profile.name))
      dispatch(replaceView('RegisterAccountNameSuccess'))
    } catch (error) {
      if (stillConnected()) fail(describeRegistrationFailure(error))
    }
  }

/**
 * The account's name and avatar read again past the caches (the reverse lookup, SPEC §7), into
 * its profile and the identity cache, so Account shows the name just registered. The reverse
 * lookup lists the oldest name first: the one the identity route gives too.
 */
export const refreshNameProfile =
  (registered: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const state = getState()
    const namespace = state.network.activeNamespace
    const { address } = selectActiveAccount(state)
    if (!namespace || !address) return
    let profileName = registered
    let profileImage: string | null = null
    try {
      const names = await dispatch(
        porticoApi.endpoints.getProfileReverse.initiate(
          { address, sender: address },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap()
      const first = names[0]
      if (first) {
        profileName = first.name
        profileImage = first.attributes.avatar ?? null
      }
    } catch {
      // The name was registered: shown as the cloud answered it.
    }
    const identity = { name: profileName, avatar: profileImage }
    await dispatch(
      apiThunk(
        porticoApi.util.upsertQueryData('getIdentity', { address, sender: address }, identity),
      ),
    )
    dispatch(setProfile(namespace, { profileName, profileImage }))
  }
