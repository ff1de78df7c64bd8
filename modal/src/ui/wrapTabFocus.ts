/**
 * Keeps Tab inside the modal: from its last control Tab goes to the first, from the first
 * Shift+Tab goes to the last. A modal <dialog> makes the page inert but still lets Tab leave for
 * the browser's own UI, where a keyboard user loses the modal.
 */
const focusable = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** The controls Tab can reach in `container`, in order (hidden ones left out). */
function tabStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusable)].filter(
    (el) => el.getClientRects().length > 0,
  )
}

export function wrapTabFocus(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
  container: HTMLElement,
): void {
  if (event.key !== 'Tab') return
  const stops = tabStops(container)
  const first = stops[0]
  const last = stops[stops.length - 1]
  if (!first || !last) return
  const active = (container.getRootNode() as Document | ShadowRoot).activeElement
  const inside = active instanceof Node && container.contains(active)
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault()
    first.focus()
  }
}
