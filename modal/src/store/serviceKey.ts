/**
 * Typed keys for what thunks reach outside the store: a connector registers its connection
 * under its key when the core builds it, and its thunks read it back with the right type.
 * The store never imports a connector, so the arrows keep pointing one way.
 */
import { PorticoError } from '@portico/shared'

export interface ServiceKey<T> {
  readonly name: string
  /** Carries the service's type; never set. */
  readonly service?: T
}

/** A new key: keys are told apart by identity, the name is for error messages. */
export function serviceKey<T>(name: string): ServiceKey<T> {
  return { name }
}

export interface ServiceRegistry {
  /** The service under `key`; throws if none was registered (the core is not built yet). */
  get<T>(key: ServiceKey<T>): T
  /** The service under `key`, or undefined (for services with a default). */
  find<T>(key: ServiceKey<T>): T | undefined
  set<T>(key: ServiceKey<T>, service: T): void
}

export function createServiceRegistry(): ServiceRegistry {
  const services = new Map<ServiceKey<unknown>, unknown>()
  return {
    get<T>(key: ServiceKey<T>) {
      if (!services.has(key))
        throw new PorticoError(`Portico: no ${key.name} service is registered`, {
          code: 'SERVICE_MISSING',
        })
      return services.get(key) as T
    },
    find<T>(key: ServiceKey<T>) {
      return services.get(key) as T | undefined
    },
    set(key, service) {
      services.set(key, service)
    },
  }
}
