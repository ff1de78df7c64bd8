/**
 * Parses one JSON-RPC text frame from a relay client. The request id is kept as its raw JSON
 * text so it can be echoed verbatim: SDK 2.25 sends 19-digit decimal strings, and a bare number
 * that large would lose digits in a JS number.
 */

export type RelayFrame =
  | { kind: 'request'; idText: string; method: string; params: unknown }
  | { kind: 'response'; id: string | number; ok: boolean }
  | { kind: 'invalid'; idText: string; code: number; message: string }

/** JSON-RPC error codes the relay answers with. */
export const RPC_PARSE_ERROR = -32700
export const RPC_INVALID_REQUEST = -32600
export const RPC_METHOD_NOT_FOUND = -32601
export const RPC_INVALID_PARAMS = -32602
export const RPC_INTERNAL_ERROR = -32603

const MAX_ID_TEXT_LENGTH = 80
const MAX_METHOD_LENGTH = 64

export function parseRelayFrame(text: string): RelayFrame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return invalid('null', RPC_PARSE_ERROR, 'Parse error: the frame is not JSON')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return invalid('null', RPC_INVALID_REQUEST, 'Invalid request: expected one JSON-RPC object')
  const frame = value as Record<string, unknown>
  const id = frame.id
  const idOk =
    (typeof id === 'string' && id.length > 0) || (typeof id === 'number' && Number.isInteger(id))
  const idText = idOk ? (rawMemberText(text, 'id') ?? 'null') : 'null'
  if (!idOk || idText.length > MAX_ID_TEXT_LENGTH)
    return invalid('null', RPC_INVALID_REQUEST, 'Invalid request: id must be a string or integer')

  if ('method' in frame) {
    if (typeof frame.method !== 'string' || frame.method.length > MAX_METHOD_LENGTH)
      return invalid(idText, RPC_INVALID_REQUEST, 'Invalid request: method must be a string')
    return { kind: 'request', idText, method: frame.method, params: frame.params }
  }
  if ('result' in frame || 'error' in frame)
    return { kind: 'response', id: id as string | number, ok: !('error' in frame) }
  return invalid(idText, RPC_INVALID_REQUEST, 'Invalid request: neither a request nor a response')
}

/** A JSON-RPC error response, with the id given as raw JSON text. */
export function errorFrame(idText: string, code: number, message: string): string {
  return `{"id":${idText},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}

/** A JSON-RPC result response, with the id given as raw JSON text. */
export function resultFrame(idText: string, result: unknown): string {
  return `{"id":${idText},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

function invalid(idText: string, code: number, message: string): RelayFrame {
  return { kind: 'invalid', idText, code, message }
}

/**
 * The raw source text of member `name` of the top-level object in `json`, which must already be
 * known to be valid JSON. The last occurrence wins, as with JSON.parse.
 */
export function rawMemberText(json: string, name: string): string | undefined {
  let i = skipSpace(json, 0)
  if (json[i] !== '{') return undefined
  i = skipSpace(json, i + 1)
  if (json[i] === '}') return undefined
  let found: string | undefined
  while (i < json.length) {
    const keyEnd = endOfString(json, i)
    const key: unknown = JSON.parse(json.slice(i, keyEnd))
    i = skipSpace(json, skipSpace(json, keyEnd) + 1)
    const valueEnd = endOfValue(json, i)
    if (key === name) found = json.slice(i, valueEnd)
    i = skipSpace(json, valueEnd)
    if (json[i] !== ',') break
    i = skipSpace(json, i + 1)
  }
  return found
}

function skipSpace(json: string, i: number): number {
  let j = i
  while (j < json.length && ' \t\n\r'.includes(json.charAt(j))) j++
  return j
}

/** Jumps from quote to quote (a 1 MiB base64 message is one indexOf, not a million steps). */
function endOfString(json: string, i: number): number {
  let j = i + 1
  for (;;) {
    const quote = json.indexOf('"', j)
    if (quote < 0) return json.length + 1
    let backslashes = 0
    while (json[quote - 1 - backslashes] === '\\') backslashes++
    if (backslashes % 2 === 0) return quote + 1
    j = quote + 1
  }
}

function endOfValue(json: string, i: number): number {
  const first = json[i]
  if (first === '"') return endOfString(json, i)
  if (first === '{' || first === '[') {
    let depth = 0
    let j = i
    while (j < json.length) {
      const char = json[j]
      if (char === '"') {
        j = endOfString(json, j)
        continue
      }
      if (char === '{' || char === '[') depth++
      else if (char === '}' || char === ']') {
        depth--
        if (depth === 0) return j + 1
      }
      j++
    }
    return j
  }
  let j = i
  while (j < json.length && !',}] \t\n\r'.includes(json.charAt(j))) j++
  return j
}
