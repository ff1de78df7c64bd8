/**
 * The frame every UI icon of the modal is drawn in: a 24-unit square of `currentColor` strokes,
 * 1em wide so it takes its button's font size, hidden from assistive tech (the button carries the
 * name). The icons in this folder are drawn here as plain paths, not copied from an icon set.
 * `mirror` marks an icon that points along the reading direction (back, chevrons): the modal's
 * styles flip it in right-to-left text.
 */
import type { ReactNode } from 'react'

export function Icon({ children, mirror }: { children: ReactNode; mirror?: boolean }) {
  return (
    <svg
      className={mirror ? 'portico-icon portico-icon-mirror' : 'portico-icon'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}
