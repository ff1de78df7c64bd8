/**
 * Reading the servers' stdout: the cloud logs JSON lines (pino, through Fastify), the frame
 * server and the relay say where they listen in plain text.
 */

/** pino's warn level: what the stack shows of a server's log (requests are info, 30). */
const PINO_WARN = 40

/** A pino JSON line, or undefined for any other line. */
function pinoLine(line: string): { level?: number; msg?: string; url?: string } | undefined {
  if (!line.startsWith('{')) return undefined
  try {
    return JSON.parse(line) as { level?: number; msg?: string; url?: string }
  } catch {
    return undefined
  }
}

/** The cloud's URL from its `cloud API listening` line. */
export const cloudReadyUrl = (line: string): string | undefined => {
  const entry = pinoLine(line)
  return entry?.msg === 'cloud API listening' ? entry.url : undefined
}

/** Whether a line is worth showing under `npm start`: warnings and errors, and plain text. */
export const isNotableLogLine = (line: string): boolean => {
  if (!line.trim()) return false
  const entry = pinoLine(line)
  return entry === undefined || (entry.level ?? 0) >= PINO_WARN
}

/** The URL in a `<what>: listening on <url>` line. */
export const listeningUrl = (line: string): string | undefined =>
  /: listening on ((?:https?|wss?):\/\/\S+)/.exec(line)?.[1]
