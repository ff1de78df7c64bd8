import { createPortico } from '@portico/modal'
import { createRoot } from 'react-dom/client'
import { DemoApp } from './DemoApp.tsx'
import { readDemoConfig } from './demoConfig.ts'

const config = readDemoConfig(document)
const portico = createPortico({
  projectId: config.projectId,
  frameUrl: config.frameUrl,
  apiUrl: config.apiUrl,
  metadata: {
    name: 'Portico Demo',
    description: 'The Portico demo dapp',
    url: location.origin,
    icons: [],
  },
})
// Exposed for console experiments (and the e2e suite); it holds no secret.
;(window as unknown as { portico: typeof portico }).portico = portico

const rootElement = document.getElementById('root')
if (rootElement) createRoot(rootElement).render(<DemoApp portico={portico} />)
