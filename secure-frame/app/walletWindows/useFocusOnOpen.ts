/** Moves focus into a wallet window when it opens, so keyboard and screen-reader users land in it. */
import { type RefObject, useEffect } from 'react'

export function useFocusOnOpen(ref: RefObject<HTMLElement | null>, key?: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` says when a new step opened
  useEffect(() => {
    ref.current?.focus()
  }, [ref, key])
}
