/**
 * A Server-Sent Events reader for tests (Node has no EventSource): opens the URL with fetch and
 * collects the events; `next(name)` waits for the next one of that name not yet taken.
 */
export interface StreamEvent {
  event: string
  data: string
}

export interface EventStreamReader {
  response: Response
  /** Events received so far, in order. */
  events: StreamEvent[]
  next(event: string, timeoutMs?: number): Promise<StreamEvent>
  /** Resolves when the server ends the stream. */
  ended: Promise<void>
  close(): void
}

export async function readEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamReader> {
  const abort = new AbortController()
  const response = await fetch(url, { headers, signal: abort.signal })
  const events: StreamEvent[] = []
  let taken = 0
  let wake = () => {}
  const parse = (block: string) => {
    let event = 'message'
    const data: string[] = []
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim()
      else if (line.startsWith('data:')) data.push(line.slice(5).trim())
    }
    if (data.length) events.push({ event, data: data.join('\n') })
  }
  const ended = (async () => {
    if (!response.ok || !response.body) return
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      const reader = response.body.getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        buffer += decoder.decode(value, { stream: true })
        let end = buffer.indexOf('\n\n')
        while (end >= 0) {
          parse(buffer.slice(0, end))
          buffer = buffer.slice(end + 2)
          end = buffer.indexOf('\n\n')
        }
        wake()
      }
    } catch {
      // Closed by us.
    }
  })()
  return {
    response,
    events,
    ended,
    close: () => abort.abort(),
    async next(name, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const index = events.findIndex((e, i) => i >= taken && e.event === name)
        if (index >= 0) {
          taken = index + 1
          return events[index] as StreamEvent
        }
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`no '${name}' event within ${timeoutMs} ms`)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 200))
          wake = () => {
            clearTimeout(timer)
            resolve()
          }
        })
      }
    },
  }
}
