/**
 * The CLI's client for the console API: a token in `Authorization`, JSON both ways, answers
 * parsed with the console's contract. A failure throws CliError with the server's text and code.
 */
import type { z } from 'zod'
import { CONSOLE_API } from '../console/consoleContract.ts'
import { CliError } from './CliError.ts'

export interface ConsoleClient {
  call<T>(
    schema: z.ZodType<T>,
    method: string,
    path: string,
    options?: { body?: unknown; auth?: boolean; headers?: Record<string, string> },
  ): Promise<T>
}

export function createConsoleClient(cloudUrl: string, token: string | undefined): ConsoleClient {
  return {
    async call(schema, method, path, options = {}) {
      const auth = options.auth ?? true
      if (auth && !token)
        throw new CliError(
          'Not signed in: run `portico login --email <you>` or set PORTICO_TOKEN (a token from the console).',
        )
      let res: Response
      try {
        res = await fetch(`${cloudUrl}${CONSOLE_API}${path}`, {
          method,
          headers: {
            ...(auth ? { authorization: `Bearer ${token}` } : {}),
            ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...options.headers,
          },
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: AbortSignal.timeout(20_000),
        })
      } catch (cause) {
        throw new CliError(`Cannot reach the cloud at ${cloudUrl} (is it running?)`, { cause })
      }
      const body = (await res.json().catch(() => undefined)) as
        | { code?: string; message?: string; issues?: { path: string; message: string }[] }
        | undefined
      if (!res.ok) {
        const issues = body?.issues?.map((i) => `  ${i.path}: ${i.message}`).join('\n')
        throw new CliError(
          `${body?.message ?? `HTTP ${res.status}`}${issues ? `\n${issues}` : ''}`,
          {
            code: typeof body?.code === 'string' ? body.code : undefined,
          },
        )
      }
      const parsed = schema.safeParse(body)
      if (!parsed.success) throw new CliError('The cloud answered something unexpected')
      return parsed.data
    },
  }
}
