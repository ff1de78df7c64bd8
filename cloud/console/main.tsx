/** The developers' console: sign in by e-mail code, then manage projects. */
import { createRoot } from 'react-dom/client'
import { ConsoleApp } from './ConsoleApp.tsx'

const root = document.getElementById('root')
if (root) createRoot(root).render(<ConsoleApp />)
