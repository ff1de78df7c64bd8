/** A failed call's message and its failed checks, announced where the control is. */
import type { ConsoleApiError } from '../api/ConsoleApiError.ts'

export function ErrorText({ error, id }: { error: ConsoleApiError | null; id?: string }) {
  if (!error) return null
  return (
    <div className="error-text" role="alert" id={id}>
      <p>{error.shortMessage}</p>
      {error.issues.length > 0 && (
        <ul>
          {error.issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              {issue.path.replace(/^(body|query|params)\./, '')}: {issue.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
