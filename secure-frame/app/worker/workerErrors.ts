/**
 * Errors across the worker boundary keep their code: comlink's own `throw` handler sends only
 * name, message and stack, so a WALLET_NOT_ENROLLED from the worker would arrive as a plain
 * Error. Both sides install this handler; an error travels as the bus's `{name, code, message}`
 * (serializeError) and comes back a PorticoError with that code.
 */
import { PorticoError, type SerializedPorticoError, serializeError } from '@portico/shared'
import { type TransferHandler, transferHandlers } from 'comlink'

type Thrown = { value: unknown }
type Wire = { isError: true; value: SerializedPorticoError } | { isError: false; value: unknown }

export function installErrorTransfer(): void {
  const original = transferHandlers.get('throw')
  if (!original) return
  const handler: TransferHandler<Thrown, Wire> = {
    canHandle: (value): value is Thrown => original.canHandle(value),
    serialize: ({ value }) => [
      value instanceof Error
        ? { isError: true, value: serializeError(value) }
        : { isError: false, value },
      [],
    ],
    deserialize: (wire) => {
      if (!wire.isError) throw wire.value
      const error = new PorticoError(wire.value.message, { code: wire.value.code })
      error.name = wire.value.name
      throw error
    },
  }
  transferHandlers.set('throw', handler as TransferHandler<unknown, unknown>)
}
