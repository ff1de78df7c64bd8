/** Builds the error for a catalogue code: the right subclass, the catalogue text, a stable code. */
import { ApiError } from './ApiError.ts'
import { type ErrorCode, errorCatalogue } from './errorCatalogue.ts'
import { FrameError } from './FrameError.ts'
import { formatMessage, type MessageParams } from './formatMessage.ts'
import { PorticoError } from './PorticoError.ts'
import { RpcError } from './RpcError.ts'
import { ValidationError, type ValidationIssue } from './ValidationError.ts'

type Entry<C extends ErrorCode> = (typeof errorCatalogue)[C]

/** The subclass an error code becomes. */
export type ErrorForCode<C extends ErrorCode> = {
  base: PorticoError
  api: ApiError
  rpc: RpcError
  frame: FrameError
  validation: ValidationError
}[Entry<C>['family']]

type ParamNames<C extends ErrorCode> =
  | MessageParams<Entry<C>['message']>
  | (Entry<C> extends { longMessage: infer L extends string } ? MessageParams<L> : never)

export type CreatePorticoErrorOptions<C extends ErrorCode> = {
  cause?: unknown
  /** Overrides the catalogue's long message (alerts) or the cause's message. */
  details?: string
  /** HTTP status (ApiError). */
  status?: number
  /** Numeric JSON-RPC / wallet code (RpcError). */
  rpcCode?: number
  /** Failed checks (ValidationError). */
  issues?: readonly ValidationIssue[]
} & ([ParamNames<C>] extends [never]
  ? { params?: undefined }
  : { params: Readonly<Record<ParamNames<C>, string | number>> })

type OptionsArg<C extends ErrorCode> = [ParamNames<C>] extends [never]
  ? [options?: CreatePorticoErrorOptions<C>]
  : [options: CreatePorticoErrorOptions<C>]

/**
 * Creates the error for catalogue code `code`, e.g.
 * `createPorticoError('HTTP_STATUS', { params: { status: 503 }, status: 503 })`.
 * Its `code` is the catalogue key; its `shortMessage` the catalogue text with parameters filled.
 */
export function createPorticoError<C extends ErrorCode>(
  code: C,
  ...[options]: OptionsArg<C>
): ErrorForCode<C> {
  const entry: { family: string; message: string; longMessage?: string } = errorCatalogue[code]
  const params: Readonly<Record<string, string | number>> = options?.params ?? {}
  const shortMessage = formatMessage(entry.message, params)
  const details =
    options?.details ??
    (entry.longMessage === undefined ? undefined : formatMessage(entry.longMessage, params))
  const base = { code, cause: options?.cause, details }
  switch (entry.family) {
    case 'api':
      return new ApiError(shortMessage, { ...base, status: options?.status }) as ErrorForCode<C>
    case 'rpc':
      return new RpcError(shortMessage, { ...base, rpcCode: options?.rpcCode }) as ErrorForCode<C>
    case 'frame':
      return new FrameError(shortMessage, base) as ErrorForCode<C>
    case 'validation':
      return new ValidationError(shortMessage, {
        ...base,
        issues: options?.issues,
      }) as ErrorForCode<C>
    default:
      return new PorticoError(shortMessage, base) as ErrorForCode<C>
  }
}
