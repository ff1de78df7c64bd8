/**
 * The modal's client for the cloud service (SPEC §7): shared's HTTP client (retries, dedupe of
 * identical in-flight requests) and the SDK fields every call carries: `projectId`, `st`, `sv`
 * in the query and the browser's client id in the `x-sdk-client-id` header. The base query of
 * porticoApi reads it from the store's services.
 */
import {
  createHttpClient,
  getBrowserStorageBackend,
  type HttpClient,
  type HttpMethod,
  type QueryParams,
} from '@portico/shared'
import type { BaseQueryFn } from '@reduxjs/toolkit/query'
import type { $ZodType } from 'zod/v4/core'

import { SDK_TYPE, SDK_VERSION } from './sdkIdentity.ts'

export { SDK_TYPE, SDK_VERSION }
/** The header carrying the per-browser client id. */
export const CLIENT_ID_HEADER = 'x-sdk-client-id'
/** Where the per-browser client id is kept (modal's own key). */
export const CLIENT_ID_STORAGE_KEY = '@portico/sdk_client_id'

export interface CloudClient {
  http: HttpClient
  projectId: string
  /** The service's base URL, for what the HTTP client cannot fetch (an EventSource's URL). */
  apiUrl?: string
}

export interface CreateCloudClientOptions {
  apiUrl: string
  projectId: string
  /** Wait before the first retry (shared's default 150 ms); tests shorten it. */
  retryDelayMs?: number
}

let memoryClientId: string | undefined

/** The browser's client id: random, made once and kept in localStorage (in memory without it). */
export function getSdkClientId(): string {
  const backend = getBrowserStorageBackend()
  try {
    const stored = backend?.getItem(CLIENT_ID_STORAGE_KEY)
    if (stored) return stored
  } catch {
    // Storage denied: fall through to the in-memory id.
  }
  const id = memoryClientId ?? crypto.randomUUID()
  memoryClientId = id
  try {
    backend?.setItem(CLIENT_ID_STORAGE_KEY, id)
  } catch {
    // Kept in memory only.
  }
  return id
}

/** The cloud client of one modal instance; nothing is requested until an endpoint runs. */
export function createCloudClient({
  apiUrl,
  projectId,
  retryDelayMs,
}: CreateCloudClientOptions): CloudClient {
  return {
    projectId,
    apiUrl,
    http: createHttpClient({
      baseUrl: apiUrl,
      ...(retryDelayMs === undefined ? {} : { retryDelayMs }),
    }),
  }
}

/**
 * The absolute URL of `path` with the SDK fields of SPEC §7 (projectId, st, sv) and `params`,
 * for a client that requests it itself (EventSource); undefined without a base URL.
 */
export function cloudUrl(
  cloud: CloudClient | undefined,
  path: string,
  params: Record<string, string> = {},
): string | undefined {
  if (!cloud?.apiUrl) return undefined
  const url = new URL(`${cloud.apiUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`)
  const query = { ...params, projectId: cloud.projectId, st: SDK_TYPE, sv: SDK_VERSION }
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  return url.toString()
}

export interface CloudRequest {
  url: string
  method?: HttpMethod
  params?: QueryParams
  body?: unknown
  /** Retries after a failure (the client's default when absent). */
  maxRetries?: number
}

/**
 * A failed request: the HTTP status when a response came, 'FETCH_ERROR' otherwise;
 * 'INVALID_RESPONSE' when the body did not match the endpoint's schema.
 */
export interface CloudError {
  status: number | 'FETCH_ERROR' | 'NOT_CONFIGURED' | 'INVALID_RESPONSE'
  message: string
  data?: unknown
}

/** A request's answer, read with `schema` when given (the contract the cloud sends it by). */
export interface CloudRequestOptions<T> {
  /** A body that does not match is an 'INVALID_RESPONSE' failure, not data. */
  schema?: $ZodType<T>
  signal?: AbortSignal
}

/**
 * One request to the cloud with the SDK fields of SPEC §7 (`projectId`, `st`, `sv` and the
 * client id header): the open path's reads call it directly, porticoApi's endpoints through
 * `cloudBaseQuery`. It fails with a CloudError, never another error.
 */
export async function requestCloud<T = unknown>(
  cloud: CloudClient | undefined,
  { url, method = 'GET', params, body, maxRetries }: CloudRequest,
  { schema, signal }: CloudRequestOptions<T> = {},
): Promise<T> {
  if (!cloud) throw { status: 'NOT_CONFIGURED', message: 'No cloud API configured' }
  try {
    return await cloud.http.request<T>(method, url, {
      params: { ...params, projectId: cloud.projectId, st: SDK_TYPE, sv: SDK_VERSION },
      headers: { [CLIENT_ID_HEADER]: getSdkClientId() },
      ...(signal ? { signal } : {}),
      ...(body === undefined ? {} : { body }),
      ...(maxRetries === undefined ? {} : { maxRetries }),
      ...(schema ? { schema } : {}),
    })
  } catch (error) {
    throw toCloudError(error, url)
  }
}

/** A failure of shared's HTTP client as a CloudError. */
function toCloudError(error: unknown, url: string): CloudError {
  const { status, message, details, code } = error as {
    status?: number
    message?: string
    details?: unknown
    code?: string
  }
  if (code === 'SCHEMA_INVALID_INPUT')
    return {
      status: 'INVALID_RESPONSE',
      message: `The cloud sent an invalid ${url}`,
      data: details,
    }
  return {
    status: typeof status === 'number' ? status : 'FETCH_ERROR',
    message: message ?? String(error),
    ...(details === undefined ? {} : { data: details }),
  }
}

/** The base query of porticoApi: `requestCloud` with the store's cloud client. */
export const cloudBaseQuery: BaseQueryFn<CloudRequest, unknown, CloudError> = async (
  request,
  api,
) => {
  const cloud = (api.extra as { cloud?: CloudClient } | undefined)?.cloud
  try {
    return { data: await requestCloud(cloud, request, { signal: api.signal }) }
  } catch (error) {
    return { error: error as CloudError }
  }
}
