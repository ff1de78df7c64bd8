/**
 * A real HTTP server on 127.0.0.1 standing in for the cloud in unit tests: it records every
 * request and answers with the test's handler (by default 200 and `{}`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach } from 'vitest'
import { createPorticoStore } from '../store/createPorticoStore.ts'
import { createServiceRegistry } from '../store/serviceKey.ts'
import { type CloudClient, createCloudClient } from './cloudClient.ts'

export interface SeenRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: string
}

export type CloudHandler = (seen: SeenRequest, res: ServerResponse) => void

export interface CloudServer {
  baseUrl: string
  /** Every request so far, in order. */
  seen: SeenRequest[]
  /** Answers the next requests with `handler`. */
  answer(handler: CloudHandler): void
  /** A cloud client of project 'demo-project' for this server (1 ms between retries). */
  client(): ReturnType<typeof createCloudClient>
  close(): Promise<void>
}

/** Writes `body` as JSON with `status`. */
export const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

export async function startCloudServer(): Promise<CloudServer> {
  const seen: SeenRequest[] = []
  let handler: CloudHandler = (_seen, res) => json(res, 200, {})
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const request = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      }
      seen.push(request)
      handler(request, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    baseUrl,
    seen,
    answer(next) {
      handler = next
    },
    client: () =>
      createCloudClient({ apiUrl: baseUrl, projectId: 'demo-project', retryDelayMs: 1 }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A modal store whose requests go to `cloud` (without one, they fail NOT_CONFIGURED). */
export function createCloudStore(cloud?: CloudClient) {
  return createPorticoStore({
    services: {
      reloadAuthConnector: () => {},
      transactionCallbacks: new Map(),
      services: createServiceRegistry(),
      now: () => Date.now(),
      ...(cloud ? { cloud } : {}),
    },
  }).store
}

/**
 * A cloud server for each test of the file: started before it, closed after it (and the
 * browser's client id cleared). The returned function gives the current test's server.
 */
export function cloudServerPerTest(): () => CloudServer {
  let current: CloudServer | undefined
  beforeEach(async () => {
    current = await startCloudServer()
  })
  afterEach(async () => {
    await current?.close()
    localStorage.clear()
  })
  return () => {
    if (!current) throw new Error('cloudServerPerTest: no test is running')
    return current
  }
}
