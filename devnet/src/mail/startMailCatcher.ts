/**
 * The mail catcher: an SMTP server that keeps every message it receives, and a JSON inbox
 * over HTTP to read them (GET /messages?to=, GET /messages/:id, DELETE /messages).
 */
import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'
import { z } from 'zod'

export interface CaughtMail {
  id: string
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  receivedAt: string
}

export interface MailCatcherOptions {
  host: string
  /** 0: a free port the system picks (tests), read back from `smtpPort`. */
  smtpPort: number
  /** 0: a free port the system picks (tests), read back from `inboxUrl`. */
  inboxPort: number
  /** Oldest messages are dropped beyond this many. */
  maxMessages?: number
}

export interface RunningMailCatcher {
  /** The port SMTP listens on. */
  smtpPort: number
  inboxUrl: string
  messages(): readonly CaughtMail[]
  stop(): Promise<void>
}

const inboxQuerySchema = z.object({ to: z.string().max(320).optional() })
const MAX_MESSAGE_BYTES = 1024 * 1024

export async function startMailCatcher(options: MailCatcherOptions): Promise<RunningMailCatcher> {
  const store: CaughtMail[] = []
  const max = options.maxMessages ?? 500

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        try {
          const parsed = await PostalMime.parse(Buffer.concat(chunks))
          store.push({
            id: randomUUID(),
            from: parsed.from?.address ?? session.envelope.mailFrom?.toString() ?? '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html ?? '',
            receivedAt: new Date().toISOString(),
          })
          if (store.length > max) store.splice(0, store.length - max)
          callback()
        } catch (error) {
          callback(error as Error)
        }
      })
    },
  })

  const inbox: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://inbox')
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (url.pathname === '/messages' && req.method === 'GET') {
      const query = inboxQuerySchema.safeParse(Object.fromEntries(url.searchParams))
      if (!query.success) return send(400, { error: 'Invalid input' })
      const to = query.data.to?.toLowerCase()
      return send(200, { messages: to ? store.filter((m) => m.to.includes(to)) : store })
    }
    if (url.pathname === '/messages' && req.method === 'DELETE') {
      store.length = 0
      return send(200, { ok: true })
    }
    const match = /^\/messages\/([0-9a-f-]{36})$/.exec(url.pathname)
    if (match && req.method === 'GET') {
      const message = store.find((m) => m.id === match[1])
      return message ? send(200, message) : send(404, { error: 'Not found' })
    }
    send(404, { error: 'Not found' })
  })

  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(options.smtpPort, options.host, () => resolve())
  })
  await new Promise<void>((resolve, reject) => {
    inbox.once('error', reject)
    inbox.listen(options.inboxPort, options.host, () => resolve())
  })

  return {
    smtpPort: (smtp.server.address() as AddressInfo).port,
    inboxUrl: `http://${options.host}:${(inbox.address() as AddressInfo).port}`,
    messages: () => store,
    stop: async () => {
      inbox.closeAllConnections()
      await Promise.all([
        new Promise<void>((resolve) => inbox.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ])
    },
  }
}
