/** What the core asks of the facade (createPortico.ts): the public state, events, the frame, the UI. */
import type { AuthConnector } from '../connectors/auth/createAuthConnector.ts'
import type { PorticoEvent, PorticoState } from '../publicState.ts'
import type { MountMode } from '../store/coreServices.ts'
import type { PorticoStore } from '../store/createPorticoStore.ts'

export interface CoreBridge {
  setState(next: Partial<PorticoState>): void
  emitEvent(event: PorticoEvent): void
  getAuthConnector(): Promise<AuthConnector>
  /**
   * Mounts the views on the store (their code is loaded on demand, by the facade). In the
   * background (the warm-up at idle) the first render yields to the page between slices.
   */
  mountUi(store: PorticoStore, mode?: MountMode): Promise<{ unmount(): void }>
}
