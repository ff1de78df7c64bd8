/** The project ID to copy, and the code a dapp pastes to use this project with this cloud. */
import { CopyButton } from '../ui/CopyButton.tsx'

export function projectSnippet(projectId: string, apiUrl: string): string {
  return `import { createPortico } from '@portico/modal'

const portico = createPortico({
  projectId: '${projectId}',
  apiUrl: '${apiUrl}', // this Portico cloud
  networks: [/* your networks */],
  // …your other options
})`
}

export function ProjectSnippet({ projectId }: { projectId: string }) {
  const snippet = projectSnippet(projectId, location.origin)
  return (
    <div className="stack">
      <div className="id-row">
        <span className="label-text">Project ID</span>
        <code className="project-id" data-testid="project-id">
          {projectId}
        </code>
        <CopyButton value={projectId} label="Copy the project ID" />
      </div>
      <div className="snippet">
        <div className="snippet-header">
          <span className="label-text">Add Portico to your dapp</span>
          <CopyButton value={snippet} label="Copy the code" />
        </div>
        <pre>
          <code>{snippet}</code>
        </pre>
      </div>
    </div>
  )
}
