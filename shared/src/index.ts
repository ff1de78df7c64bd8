/**
 * @portico/shared: the public API. Every export is listed here by name; index.test.ts pins the list.
 */
export {
  deserializeError,
  PorticoError,
  type PorticoErrorOptions,
  type SerializedPorticoError,
  serializeError,
} from './errors/PorticoError.ts'
export {
  createFrameEndpoint,
  type FrameEndpoint,
  type FrameEndpointOptions,
  type FrameHandlers,
  type FrameRequestContext,
  ORIGIN_NOT_ALLOWED_MESSAGE,
} from './frame/createFrameEndpoint.ts'
export {
  createHostEndpoint,
  FRAME_CONNECT_TIMEOUT_MS,
  FRAME_READY_TIMEOUT_MS,
  FRAME_TIMED_REQUESTS,
  type FrameRequestOptions,
  type HostEndpoint,
  type HostEndpointOptions,
} from './frame/createHostEndpoint.ts'
export {
  DEFAULT_FRAME_CHAIN_ID,
  FRAME_APP_PREFIX,
  FRAME_EVENT_PREFIX,
  type FrameEnvelope,
  type FrameRequestName,
  type FrameRequestPayload,
  type FrameSuccessPayload,
  type FrameUser,
  frameEnvelopeSchema,
  frameErrorPayloadSchema,
  frameReadyPayloadSchema,
  frameRequestNames,
  frameRequests,
  frameSessionUpdatePayloadSchema,
  frameUserSchema,
  isFrameRequestName,
  SECURE_SDK_VERSION,
} from './frame/frameMessages.ts'
export {
  FRAME_READY_TYPE,
  FRAME_SESSION_UPDATE_TYPE,
  frameErrorType,
  frameRequestType,
  frameSuccessType,
  type ParsedFrameEvent,
  type ParsedFrameRequest,
  parseFrameEvent,
  parseFrameRequest,
} from './frame/parseFrameMessage.ts'
