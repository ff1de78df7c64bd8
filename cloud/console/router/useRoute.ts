/** The current route, following history.pushState (navigate) and the back/forward buttons. */
import { useSyncExternalStore } from 'react'
import { parseRoute, type Route } from './parseRoute.ts'

const NAVIGATE = 'console:navigate'

/** Goes to `path` inside the app without a page load, and moves focus to the new page. */
export function navigate(path: string): void {
  if (path !== location.pathname) history.pushState(null, '', path)
  window.dispatchEvent(new Event(NAVIGATE))
  window.scrollTo(0, 0)
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange)
  window.addEventListener(NAVIGATE, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(NAVIGATE, onChange)
  }
}

const currentPath = () => location.pathname

export function useRoute(): Route {
  return parseRoute(useSyncExternalStore(subscribe, currentPath))
}
