/**
 * The CLI's console client: a refusal keeps the server's code (the CLI retries a version conflict
 * by that code, never by the wording), and an answer off the contract is refused.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CliError } from './CliError.ts'
import { createConsoleClient } from './consoleClient.ts'

let server: Server | undefined
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
)

/** A loopback server answering every request with `status` and `body`. */
async function answer(status: number, body: unknown): Promise<string> {
  server = createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('createConsoleClient', () => {
  it("keeps the server's code and text on a refusal", async () => {
    const url = await answer(409, {
      code: 'PROJECT_VERSION_CONFLICT',
      message: 'The project was changed meanwhile; reload it and apply your change again',
    })
    const error = await createConsoleClient(url, 'token')
      .call(z.object({}), 'PATCH', '/projects/p')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CliError)
    expect(error).toMatchObject({
      code: 'PROJECT_VERSION_CONFLICT',
      message: 'The project was changed meanwhile; reload it and apply your change again',
    })
  })

  it('lists the field issues under the text, and says CLI_ERROR when the server gave no code', async () => {
    const url = await answer(400, {
      message: 'Invalid input',
      issues: [{ path: 'name', message: 'Too long' }],
    })
    const error = await createConsoleClient(url, 'token')
      .call(z.object({}), 'POST', '/projects')
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'CLI_ERROR', message: 'Invalid input\n  name: Too long' })
  })

  it('refuses an answer that does not match the contract', async () => {
    const url = await answer(200, { projects: 'not a list' })
    await expect(
      createConsoleClient(url, 'token').call(
        z.object({ projects: z.array(z.string()) }),
        'GET',
        '/',
      ),
    ).rejects.toThrow('The cloud answered something unexpected')
  })
})
