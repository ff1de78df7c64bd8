/**
 * The generic HTTP client of SPEC §7: GET, POST, PUT and DELETE with JSON, a `clientId` query
 * parameter, retries with backoff or Retry-After, and deduplication of identical in-flight
 * requests. It uses the global `fetch`.
 */
import * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { HTTP_MAX_RETRIES, HTTP_RETRY_BASE_DELAY_MS } from '../constants.ts'
import { createPorticoError } from '../errors/createPorticoError.ts'
import { porticoErrorMap } from '../errors/porticoErrorMap.ts'
import { toValidationError } from '../errors/toValidationError.ts'
import { buildUrl, type QueryParams } from './buildUrl.ts'
import { getRetryDelay } from './getRetryDelay.ts'
import { isRetryableStatus } from './isRetryableStatus.ts'
import { sleep } from './sleep.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface HttpClientOptions {
  /** Prepended to relative paths. */
  baseUrl?: string
  /** Sent as the `clientId` query parameter of every request when set; a function is read per request. */
  clientId?: string | null | (() => string | null | undefined)
  /** Headers sent with every request. */
  headers?: Readonly<Record<string, string>>
  /** Wait before the first retry, doubled per attempt. Default 150 ms; tests shorten it. */
  retryDelayMs?: number
  /** Retries after the first attempt. Default 3. */
  maxRetries?: number
  /** Share one request between identical in-flight calls (same method, URL and body). Default true. */
  dedupe?: boolean
}

export interface HttpRequestOptions<T = unknown> {
  params?: QueryParams
  /** Sent as JSON. */
  body?: unknown
  headers?: Readonly<Record<string, string>>
  signal?: AbortSignal
  /**
   * Validates the response body (zod at the boundary); a mismatch throws a ValidationError.
   * Either zod flavour: the browser's schemas are zod/mini, the servers' classic.
   */
  schema?: $ZodType<T>
  /** Overrides the client's `dedupe` for this call. */
  dedupe?: boolean
  /** Overrides the client's `maxRetries` for this call (0: an answer is final at once). */
  maxRetries?: number
}

export interface HttpClient {
  request<T = unknown>(
    method: HttpMethod,
    path: string,
    options?: HttpRequestOptions<T>,
  ): Promise<T>
  get<T = unknown>(path: string, options?: Omit<HttpRequestOptions<T>, 'body'>): Promise<T>
  post<T = unknown>(path: string, options?: HttpRequestOptions<T>): Promise<T>
  put<T = unknown>(path: string, options?: HttpRequestOptions<T>): Promise<T>
  delete<T = unknown>(path: string, options?: HttpRequestOptions<T>): Promise<T>
}

interface InFlight {
  promise: Promise<unknown>
  controller: AbortController
  waiters: number
}

/** Reads a body as JSON when it is JSON, as text otherwise; an empty body is `undefined`. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Creates a client. Failures throw an ApiError: `HTTP_STATUS` (its text names the status,
 * with `status` and the response body as `details`) or `HTTP_NETWORK_ERROR` when no response came.
 * An aborted call rejects with its signal's reason.
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseDelayMs = options.retryDelayMs ?? HTTP_RETRY_BASE_DELAY_MS
  const maxRetries = options.maxRetries ?? HTTP_MAX_RETRIES
  const inFlight = new Map<string, InFlight>()

  async function execute(
    method: HttpMethod,
    url: string,
    init: { body: string | undefined; headers: Record<string, string>; maxRetries: number },
    signal: AbortSignal,
  ): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      signal.throwIfAborted()
      let response: Response | undefined
      let networkError: unknown
      try {
        response = await fetch(url, { method, headers: init.headers, body: init.body, signal })
      } catch (error) {
        if (signal.aborted) throw signal.reason
        networkError = error
      }
      if (response?.ok) return readBody(response)
      const status = response?.status
      const text = response ? await response.text().catch(() => '') : ''
      if (attempt >= init.maxRetries || !isRetryableStatus(status)) {
        if (status === undefined)
          throw createPorticoError('HTTP_NETWORK_ERROR', { cause: networkError })
        throw createPorticoError('HTTP_STATUS', {
          params: { status },
          status,
          details: text.trim().slice(0, 1000) || undefined,
        })
      }
      const retryAfter = response?.headers.get('retry-after')
      await sleep(getRetryDelay({ attempt, baseDelayMs, retryAfter }), signal)
    }
  }

  /** Joins a shared request; this caller's abort only leaves it, the last one aborts it. */
  function join(key: string, entry: InFlight, signal: AbortSignal | undefined): Promise<unknown> {
    if (!signal) {
      entry.waiters++
      return entry.promise
    }
    entry.waiters++
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        entry.waiters--
        if (entry.waiters === 0) {
          entry.controller.abort(signal.reason)
          if (inFlight.get(key) === entry) inFlight.delete(key)
        }
        reject(signal.reason)
      }
      signal.addEventListener('abort', onAbort, { once: true })
      entry.promise
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', onAbort))
    })
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    requestOptions: HttpRequestOptions<T> = {},
  ): Promise<T> {
    requestOptions.signal?.throwIfAborted()
    const clientId = typeof options.clientId === 'function' ? options.clientId() : options.clientId
    const url = buildUrl(options.baseUrl, path, {
      ...requestOptions.params,
      ...(clientId ? { clientId } : {}),
    })
    const body = requestOptions.body === undefined ? undefined : JSON.stringify(requestOptions.body)
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
      ...requestOptions.headers,
    }
    const init = { body, headers, maxRetries: requestOptions.maxRetries ?? maxRetries }
    let data: unknown
    if (requestOptions.dedupe ?? options.dedupe ?? true) {
      const key = `${method} ${url} ${body ?? ''} ${init.maxRetries}`
      let entry = inFlight.get(key)
      if (!entry) {
        const controller = new AbortController()
        const created: InFlight = {
          controller,
          waiters: 0,
          promise: execute(method, url, init, controller.signal).finally(() => {
            if (inFlight.get(key) === created) inFlight.delete(key)
          }),
        }
        // Every waiter may have left (aborted); the shared promise must not go unhandled.
        created.promise.catch(() => {})
        inFlight.set(key, created)
        entry = created
      }
      data = await join(key, entry, requestOptions.signal)
    } else {
      const signal = requestOptions.signal ?? new AbortController().signal
      data = await execute(method, url, init, signal)
    }
    if (!requestOptions.schema) return data as T
    const parsed = z.safeParse(requestOptions.schema, data, { error: porticoErrorMap })
    if (!parsed.success) throw toValidationError(parsed.error)
    return parsed.data
  }

  return {
    request,
    get: (path, requestOptions) => request('GET', path, requestOptions),
    post: (path, requestOptions) => request('POST', path, requestOptions),
    put: (path, requestOptions) => request('PUT', path, requestOptions),
    delete: (path, requestOptions) => request('DELETE', path, requestOptions),
  }
}
