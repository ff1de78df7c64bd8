/**
 * The name registration, injected into porticoApi by the names feature when its code loads, so
 * the modal's open path does not carry it: POST /v1/profile/account (SPEC §7) with the signed
 * registration message, answered with the registered name (parsed with the schema the cloud
 * sends it by). Never retried: a refusal (409 taken, 401 signature) is seen at once. The reads
 * (account, reverse, suggestions) are porticoApi's own.
 */
import { type NameProfile, nameProfileSchema } from '@portico/shared'
import { checked, porticoApi } from './porticoApi.ts'

/** The registration body: `message` is the JSON text `address` signed with personal_sign. */
export interface RegistrationBody {
  coin_type: number
  address: string
  message: string
  signature: string
}

export const namesApi = porticoApi.injectEndpoints({
  endpoints: (build) => ({
    registerAccountName: build.mutation<NameProfile, RegistrationBody>({
      query: (body) => ({ url: '/v1/profile/account', method: 'POST', body, maxRetries: 0 }),
      ...checked(nameProfileSchema),
    }),
  }),
})
