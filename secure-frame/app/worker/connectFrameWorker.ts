/** Starts the device-key worker (on first use) and returns its comlink proxy. */
import { type Remote, wrap } from 'comlink'
import type { DeviceKeyApi } from './deviceKeyWorker.ts'

let remote: Remote<DeviceKeyApi> | undefined

export function connectDeviceKey(): Remote<DeviceKeyApi> {
  remote ??= wrap<DeviceKeyApi>(
    new Worker(new URL('./deviceKeyWorker.ts', import.meta.url), { type: 'module' }),
  )
  return remote
}
