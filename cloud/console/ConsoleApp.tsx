/**
 * The developers' console: asks the server who is signed in, shows the sign-in until someone
 * is, then the page of the current path. A call that finds the session gone returns here.
 */
import { useEffect, useRef, useState } from 'react'
import { consoleApi, sessionEvents } from './api/consoleApi.ts'
import { Link } from './router/Link.tsx'
import { homePath } from './router/parseRoute.ts'
import { useRoute } from './router/useRoute.ts'
import { ErrorText } from './ui/ErrorText.tsx'
import { useAction } from './ui/useAction.ts'
import { HomeView } from './views/HomeView.tsx'
import { NotFoundView } from './views/NotFoundView.tsx'
import { ProjectView } from './views/ProjectView.tsx'
import { SignInView } from './views/SignInView.tsx'

type Session =
  | { state: 'checking' }
  | { state: 'signed-out' }
  | { state: 'signed-in'; email: string }

export function ConsoleApp() {
  const [session, setSession] = useState<Session>({ state: 'checking' })
  const route = useRoute()
  const main = useRef<HTMLElement>(null)

  useEffect(() => {
    consoleApi.me().then(
      (developer) => setSession({ state: 'signed-in', email: developer.email }),
      () => setSession({ state: 'signed-out' }),
    )
    const lost = () => setSession({ state: 'signed-out' })
    sessionEvents.addEventListener('session-lost', lost)
    return () => sessionEvents.removeEventListener('session-lost', lost)
  }, [])

  // A new page (or the sign-in's end) moves focus to its heading, as a page load would.
  const pageKey = `${session.state}:${route.page}:${route.page === 'project' ? route.projectId : ''}`
  const firstPage = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes.
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false
      return
    }
    main.current?.querySelector<HTMLElement>('h1')?.focus()
  }, [pageKey])

  const signOut = useAction(async () => {
    await consoleApi.signOut()
    setSession({ state: 'signed-out' })
  })

  return (
    <>
      <header className="topbar">
        <Link href={homePath()} className="brand">
          Portico <span>console</span>
        </Link>
        {session.state === 'signed-in' && (
          <div className="topbar-user">
            <span className="hint">{session.email}</span>
            <button
              type="button"
              className="button button-small"
              disabled={signOut.pending}
              onClick={() => signOut.run()}
            >
              Sign out
            </button>
          </div>
        )}
      </header>
      <main ref={main} className="main">
        <ErrorText error={signOut.error} />
        {session.state === 'checking' ? (
          <p className="hint" aria-live="polite">
            Loading…
          </p>
        ) : session.state === 'signed-out' ? (
          <SignInView onSignedIn={(email) => setSession({ state: 'signed-in', email })} />
        ) : route.page === 'home' ? (
          <HomeView />
        ) : route.page === 'project' ? (
          <ProjectView key={route.projectId} projectId={route.projectId} />
        ) : (
          <NotFoundView path={route.path} />
        )}
      </main>
    </>
  )
}
