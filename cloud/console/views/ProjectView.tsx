/**
 * A project's page: its name and ID (with the snippet a dapp pastes), allowed origins, features,
 * connect-method order and analytics. Every setting is saved with the version read; the cloud's
 * servers see a change within their cache time.
 */
import { PROJECT_SETTINGS_MAX_AGE_MS } from '@portico/shared'
import { Link } from '../router/Link.tsx'
import { homePath } from '../router/parseRoute.ts'
import { Card } from '../ui/Card.tsx'
import { ErrorText } from '../ui/ErrorText.tsx'
import { AnalyticsSection } from './AnalyticsSection.tsx'
import { ConnectOrderEditor } from './ConnectOrderEditor.tsx'
import { FeaturesEditor } from './FeaturesEditor.tsx'
import { NameEditor } from './NameEditor.tsx'
import { OriginsEditor } from './OriginsEditor.tsx'
import { ProjectSnippet } from './ProjectSnippet.tsx'
import { useProject } from './useProject.ts'

const REACH_SECONDS = PROJECT_SETTINGS_MAX_AGE_MS / 1000

export function ProjectView({ projectId }: { projectId: string }) {
  const state = useProject(projectId)
  const project = state.data
  return (
    <div className="page" aria-busy={state.loading}>
      <nav aria-label="Breadcrumb">
        <Link href={homePath()} className="back-link">
          ← Projects
        </Link>
      </nav>
      <h1 tabIndex={-1}>{project?.name ?? 'Project'}</h1>
      <ErrorText error={state.error} />
      {state.loading && !project && <p className="hint">Loading the project…</p>}
      {project && (
        <>
          <p className="notice">
            Changes reach every Portico server within {REACH_SECONDS} seconds.
          </p>
          <Card title="Project">
            <NameEditor name={project.name} save={state.save} />
            <ProjectSnippet projectId={project.projectId} />
          </Card>
          <Card
            title="Allowed origins"
            description="The sites that may use this project. Any other origin is refused."
          >
            <OriginsEditor project={project} onWritten={state.setData} save={state.save} />
          </Card>
          <Card title="Features" description="What the modal offers on your dapp.">
            <FeaturesEditor features={project.features} save={state.save} />
          </Card>
          <Card title="Connect methods" description="Which way to connect the modal shows first.">
            <ConnectOrderEditor order={project.connectMethodsOrder} save={state.save} />
          </Card>
          <AnalyticsSection project={project} save={state.save} />
        </>
      )}
    </div>
  )
}
