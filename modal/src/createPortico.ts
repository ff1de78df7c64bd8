/**
 * createPortico: the entry point a dapp calls. It validates the options and returns the
 * controller of the modal. Nothing is fetched and no iframe exists until it is needed: the
 * modal's UI and the auth connector are loaded on demand.
 */
import * as z from 'zod/mini'
import type { AuthConnector } from './connectors/auth/createAuthConnector.ts'
import {
  type PorticoOptions,
  porticoOptionsSchema,
  type ResolvedPorticoOptions,
} from './options.ts'

export type PorticoView = 'Connect'

export interface PorticoState {
  open: boolean
  view: PorticoView
}

export interface Portico {
  open(options?: { view?: PorticoView }): Promise<void>
  close(): void
  getState(): PorticoState
  subscribeState(listener: (state: PorticoState) => void): () => void
  /** The secure-frame connector (e-mail and social login), created on first use. */
  getAuthConnector(): Promise<AuthConnector>
  readonly options: ResolvedPorticoOptions
  destroy(): void
}

export class PorticoOptionsError extends Error {
  override name = 'PorticoOptionsError'
  readonly code = 'INVALID_OPTIONS'
}

export function createPortico(input: PorticoOptions): Portico {
  const parsed = porticoOptionsSchema.safeParse(input)
  if (!parsed.success)
    throw new PorticoOptionsError(`Invalid Portico options: ${z.prettifyError(parsed.error)}`)
  const options = parsed.data

  let state: PorticoState = { open: false, view: 'Connect' }
  const listeners = new Set<(state: PorticoState) => void>()
  const setState = (next: Partial<PorticoState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener(state)
  }

  let ui: Promise<import('./ui/mountModal.tsx').MountedModal> | undefined
  let auth: Promise<AuthConnector> | undefined

  const loadUi = () => {
    ui ??= import('./ui/mountModal.tsx').then(({ mountModal }) =>
      mountModal({
        options,
        getState: () => state,
        subscribe: portico.subscribeState,
        onClose: () => portico.close(),
      }),
    )
    return ui
  }

  const portico: Portico = {
    options,
    async open(openOptions) {
      setState({ open: true, view: openOptions?.view ?? 'Connect' })
      await loadUi()
    },
    close() {
      if (state.open) setState({ open: false })
    },
    getState: () => state,
    subscribeState(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getAuthConnector() {
      auth ??= import('./connectors/auth/createAuthConnector.ts').then(({ createAuthConnector }) =>
        createAuthConnector({
          projectId: options.projectId,
          frameUrl: options.frameUrl,
          enableLogger: options.enableLogger,
        }),
      )
      return auth
    },
    destroy() {
      listeners.clear()
      void ui?.then((m) => m.unmount())
      void auth?.then((a) => a.destroy())
    },
  }
  return portico
}
