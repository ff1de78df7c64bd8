/** The console's home: the developer's projects and their API tokens. */
import { ProjectListView } from './ProjectListView.tsx'
import { TokensView } from './TokensView.tsx'

export function HomeView() {
  return (
    <div className="page">
      <ProjectListView />
      <TokensView />
    </div>
  )
}
