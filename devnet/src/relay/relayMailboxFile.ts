/**
 * Keeps the mailbox on disk so that messages survive a relay restart: one JSON file, rewritten
 * atomically (temp file + rename) a short while after each change, and once more on stop.
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { PorticoError } from '@portico/shared'
import { z } from 'zod'
import { type MailboxMessage, messageKey } from './relayMailbox.ts'
import { MAX_MESSAGE_LENGTH, topicSchema } from './relayParams.ts'

export const MAILBOX_FILE_NAME = 'relay-mailbox.json'

const fileSchema = z.object({
  version: z.literal(1),
  messages: z.array(
    z.object({
      topic: topicSchema,
      message: z.string().min(1).max(MAX_MESSAGE_LENGTH),
      publishedAt: z.number().int(),
      expiresAt: z.number().int(),
      tag: z.number().int().min(0),
      attestation: z.string().optional(),
      publisherId: z.string().min(1),
      ackedBy: z.array(z.string()),
    }),
  ),
})

/** Reads the mailbox file; [] when there is none. Throws `RELAY_DATA_INVALID` when it is bad. */
export function readMailboxFile(path: string): MailboxMessage[] {
  if (!existsSync(path)) return []
  let parsed: z.ZodSafeParseResult<z.infer<typeof fileSchema>>
  try {
    parsed = fileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')))
  } catch (cause) {
    throw invalidFile(path, cause)
  }
  if (!parsed.success) throw invalidFile(path, parsed.error)
  return parsed.data.messages.map((entry) => ({
    ...entry,
    key: messageKey(entry.topic, entry.message),
    ackedBy: new Set(entry.ackedBy),
  }))
}

export interface MailboxWriter {
  /** Saves soon; several changes in a row make one write. */
  schedule(): void
  /** Saves now if anything changed, and waits for the write. */
  flush(): Promise<void>
}

export function createMailboxWriter(
  path: string,
  snapshot: () => readonly MailboxMessage[],
  options: { debounceMs?: number; onError?: (error: unknown) => void } = {},
): MailboxWriter {
  const debounceMs = options.debounceMs ?? 100
  let timer: NodeJS.Timeout | undefined
  let dirty = false
  let writing: Promise<void> = Promise.resolve()

  const write = async () => {
    dirty = false
    const messages = snapshot().map(({ key: _key, ackedBy, ...entry }) => ({
      ...entry,
      ackedBy: [...ackedBy],
    }))
    const temp = `${path}.${process.pid}.tmp`
    await mkdir(dirname(path), { recursive: true })
    await writeFile(temp, JSON.stringify({ version: 1, messages }))
    await rename(temp, path)
  }
  const save = () => {
    clearTimeout(timer)
    timer = undefined
    if (!dirty) return writing
    writing = writing.then(write).catch((error: unknown) => {
      dirty = true
      options.onError?.(error)
    })
    return writing
  }

  return {
    schedule() {
      dirty = true
      timer ??= setTimeout(save, debounceMs)
    },
    async flush() {
      await save()
    },
  }
}

function invalidFile(path: string, cause: unknown): PorticoError {
  return new PorticoError(
    `The relay's mailbox file ${path} is not valid. Move it away (or delete it) to start with an empty mailbox.`,
    { code: 'RELAY_DATA_INVALID', cause },
  )
}
