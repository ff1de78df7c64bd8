/** Whether the project collects analytics, and what it collected per day. */
import type { ProjectView } from '../../src/console/consoleContract.ts'
import { consoleApi, type ProjectPatch } from '../api/consoleApi.ts'
import { Card } from '../ui/Card.tsx'
import { ErrorText } from '../ui/ErrorText.tsx'
import { Switch } from '../ui/Switch.tsx'
import { useAction } from '../ui/useAction.ts'
import { useLoad } from '../ui/useLoad.ts'
import { ANALYTICS_DAYS, AnalyticsTable } from './AnalyticsTable.tsx'

export interface AnalyticsSectionProps {
  project: ProjectView
  save(patch: ProjectPatch): Promise<unknown>
}

export function AnalyticsSection({ project, save }: AnalyticsSectionProps) {
  const analytics = useLoad(
    () => consoleApi.getAnalytics(project.projectId, ANALYTICS_DAYS),
    project.projectId,
  )
  const toggle = useAction((on: boolean) => save({ analyticsEnabled: on }))
  return (
    <Card
      title="Analytics"
      description={`Modal views and events per day, last ${ANALYTICS_DAYS} days.`}
      busy={analytics.loading}
    >
      <Switch
        label="Collect analytics"
        description="The modal sends its events to this cloud only when this is on."
        checked={project.analyticsEnabled}
        disabled={toggle.pending}
        onChange={(on) => toggle.run(on)}
      />
      <ErrorText error={toggle.error} />
      <ErrorText error={analytics.error} />
      {analytics.data && <AnalyticsTable days={analytics.data.days} />}
      {analytics.loading && !analytics.data && <p className="hint">Loading analytics…</p>}
    </Card>
  )
}
