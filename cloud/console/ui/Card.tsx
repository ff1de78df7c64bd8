/** A titled section of a page: a heading, an optional line under it, its content. */
import { type ReactNode, useId } from 'react'

export interface CardProps {
  title: string
  description?: ReactNode
  busy?: boolean
  children: ReactNode
}

export function Card({ title, description, busy, children }: CardProps) {
  const id = useId()
  return (
    <section className="card" aria-labelledby={id} aria-busy={busy || undefined}>
      <div className="card-header">
        <h2 id={id}>{title}</h2>
        {description && <p className="hint">{description}</p>}
      </div>
      {children}
    </section>
  )
}
