/** What a wallet-method handler gets: the calling page's origin (from the browser) and the request. */
export interface RpcContext {
  /** The origin of the frame that called, as Chrome reports it (never taken from the message). */
  origin: string
  method: string
  params: unknown[] | Record<string, unknown>
}

export type RpcHandler = (context: RpcContext) => Promise<unknown>
