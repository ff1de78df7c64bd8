/** The developers' console: sign in by e-mail code, then manage projects. */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConsoleApp } from './ConsoleApp.tsx'
import './console.css'

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <ConsoleApp />
    </StrictMode>,
  )
