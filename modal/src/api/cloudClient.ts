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

/** The base query: shared's HTTP client with the SDK fields of SPEC §7. */
export const cloudBaseQuery: BaseQueryFn<CloudRequest, unknown, CloudError> = async (
  { url, method = 'GET', params, body, maxRetries },
  api,
) => {
  const cloud = (api.extra as { cloud?: CloudClient } | undefined)?.cloud
  if (!cloud) return { error: { status: 'NOT_CONFIGURED', message: 'No cloud API configured' } }
  try {
    const data = await cloud.http.request(method, url, {
      params: { ...params, projectId: cloud.projectId, st: SDK_TYPE, sv: SDK_VERSION },
      headers: { [CLIENT_ID_HEADER]: getSdkClientId() },
      signal: api.signal,
      ...(body === undefined ? {} : { body }),
      ...(maxRetries === undefined ? {} : { maxRetries }),
    })
    return { data }
  } catch (error) {
    const { status, message, details } = error as {
      status?: number
      message?: string
      details?: unknown
    }
    return {
      error: {
        status: typeof status === 'number' ? status : 'FETCH_ERROR',
        message: message ?? String(error),
        ...(details === undefined ? {} : { data: details }),
      },
    }
  }
}
