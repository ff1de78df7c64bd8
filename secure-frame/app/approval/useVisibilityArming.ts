/** React side of visibilityArming: whether the element in `ref` is armed, re-rendering on change. */
import { type RefObject, useEffect, useState } from 'react'
import { type VisibilityArmingOptions, watchVisibilityArming } from './visibilityArming.ts'

export function useVisibilityArming(
  ref: RefObject<Element | null>,
  options?: VisibilityArmingOptions,
): boolean {
  const [armed, setArmed] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: options are fixed for a view's life
  useEffect(() => {
    const target = ref.current
    if (!target) return
    return watchVisibilityArming(target, setArmed, options)
  }, [ref])
  return armed
}
