/** A console path that is no page. */

import { Link } from '../router/Link.tsx'
import { homePath } from '../router/parseRoute.ts'

export function NotFoundView({ path }: { path: string }) {
  return (
    <section className="card card-narrow">
      <h1 tabIndex={-1}>Page not found</h1>
      <p>
        There is no console page at <code>{path}</code>.
      </p>
      <Link href={homePath()}>Go to your projects</Link>
    </section>
  )
}
