/**
 * What every request to the cloud names the SDK by (SPEC §7: `st`, `sv`), apart from the cloud
 * client so that code loaded on its own (smart sessions, SIWX) carries them without the client.
 */
import { CLIENT_SDK_VERSION, PORTICO_SDK_TYPE } from '@portico/shared'

/** The SDK type sent as `st`. */
export const SDK_TYPE = PORTICO_SDK_TYPE
/** The SDK version sent as `sv`: the client SDK version (SPEC §7), as the secure frame gets. */
export const SDK_VERSION = CLIENT_SDK_VERSION
