/** Checks, before anything starts, that every port the stack wants is free. */

import { createServer } from 'node:net'
import { PorticoError, type PorticoErrorOptions } from '@portico/shared'

export class PortInUseError extends PorticoError {
  override name = 'PortInUseError'
  constructor(message: string, options: PorticoErrorOptions = {}) {
    super(message, { code: 'PORT_IN_USE', ...options })
  }
}

export function assertPortFree(host: string, port: number, part: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') {
        reject(
          new PortInUseError(
            `Port ${port} (${host}) is already in use; ${part} wants it. Stop what listens there or choose another port for ${part}.`,
          ),
        )
      } else reject(error)
    })
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve()))
  })
}

export async function assertPortsFree(host: string, ports: Record<string, number>): Promise<void> {
  for (const [part, port] of Object.entries(ports)) await assertPortFree(host, port, part)
}

/** A TCP port on `host` that nothing listens on right now (for tests that start servers). */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
