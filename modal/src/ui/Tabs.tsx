/**
 * Tabs as the WAI-ARIA pattern has them: a tablist whose tabs the arrow keys (and Home, End) move
 * between, selecting as they go; only the selected tab is in the Tab order; one panel, labelled
 * by its tab.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

export interface TabItem<T extends string> {
  id: T
  label: string
  testId?: string
}

export interface TabsProps<T extends string> {
  /** What the tabs are, for screen readers ("Account"). */
  label: string
  tabs: readonly TabItem<T>[]
  selected: T
  onSelect(id: T): void
  children: ReactNode
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
}

export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<T>) {
  const id = useId()
  const buttons = useRef(new Map<T, HTMLButtonElement>())
  const tabId = (tab: T) => `${id}-tab-${tab}`
  const panelId = `${id}-panel`

  const onKeyDown = (event: KeyboardEvent) => {
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    const index = Math.max(
      tabs.findIndex((t) => t.id === selected),
      0,
    )
    const next = tabs[move(index, tabs.length)]
    if (!next) return
    onSelect(next.id)
    buttons.current.get(next.id)?.focus()
  }

  return (
    <div className="portico-tabs-box">
      <div role="tablist" aria-label={label} className="portico-tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              if (el) buttons.current.set(tab.id, el)
              else buttons.current.delete(tab.id)
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            className="portico-tab"
            aria-selected={tab.id === selected}
            aria-controls={panelId}
            tabIndex={tab.id === selected ? 0 : -1}
            data-testid={tab.testId}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        className="portico-tab-panel"
      >
        {children}
      </div>
    </div>
  )
}
