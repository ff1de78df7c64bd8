/** Runs a command to completion with its output shown; throws with the command when it fails. */
import { spawnSync } from 'node:child_process'

export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options })
  if (result.error) throw result.error
  if (result.status !== 0)
    throw new Error(
      `\`${command} ${args.join(' ')}\` failed in ${options.cwd} (exit ${result.status})`,
    )
}

/** Like `run`, but returns standard output (standard error still shown). */
export function output(command: string, args: string[], options: { cwd: string }): string {
  const result = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'], ...options })
  if (result.error) throw result.error
  if (result.status !== 0)
    throw new Error(
      `\`${command} ${args.join(' ')}\` failed in ${options.cwd} (exit ${result.status})`,
    )
  return result.stdout.toString('utf8')
}
