/** The developer's projects (name, id to copy, a link to each) and the form that starts a new one. */
import type { ProjectView } from '../../src/console/consoleContract.ts'
import { consoleApi } from '../api/consoleApi.ts'
import { Link } from '../router/Link.tsx'
import { projectPath } from '../router/parseRoute.ts'
import { CopyButton } from '../ui/CopyButton.tsx'
import { ErrorText } from '../ui/ErrorText.tsx'
import { useLoad } from '../ui/useLoad.ts'
import { NewProjectForm } from './NewProjectForm.tsx'

export function ProjectListView() {
  const projects = useLoad(consoleApi.listProjects, 'projects')
  return (
    <section className="card" aria-labelledby="projects-title" aria-busy={projects.loading}>
      <div className="card-header">
        <h1 id="projects-title" tabIndex={-1}>
          Projects
        </h1>
      </div>
      <NewProjectForm />
      <ErrorText error={projects.error} />
      {projects.data && <ProjectList projects={projects.data.projects} />}
      {projects.loading && !projects.data && <p className="hint">Loading projects…</p>}
    </section>
  )
}

function ProjectList({ projects }: { projects: ProjectView[] }) {
  if (projects.length === 0)
    return (
      <p className="empty-state">
        No projects yet. Create one to get the project ID your dapp passes to Portico.
      </p>
    )
  return (
    <ul className="project-list">
      {projects.map((project) => (
        <li key={project.projectId} className="project-row">
          <div>
            <Link href={projectPath(project.projectId)} className="project-name">
              {project.name}
            </Link>
            <code className="project-id">{project.projectId}</code>
          </div>
          <CopyButton value={project.projectId} label={`Copy the ID of ${project.name}`} />
        </li>
      ))}
    </ul>
  )
}
