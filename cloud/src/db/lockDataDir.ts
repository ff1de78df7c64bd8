/**
 * One process per PGlite data dir: `<dataDir>.pid` holds the pid of the process using it. A
 * second opener (the CLI while the cloud runs, a second cloud) gets a clear error instead of a
 * corrupted database; a pid file whose process is gone is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { PorticoError } from '@portico/shared'

export class DataDirInUseError extends PorticoError {
  override name = 'DataDirInUseError'
  constructor(message: string) {
    super(message, { code: 'DATA_DIR_IN_USE' })
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes the data dir for this process; returns the release. @throws DataDirInUseError */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.pid`
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' })
      return () => rmSync(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number(readFileSync(file, 'utf8'))
      if (Number.isInteger(pid) && pid > 0 && alive(pid))
        throw new DataDirInUseError(
          `The database in ${dataDir} is in use by process ${pid} (the cloud?). Stop it first, or run against a PostgreSQL server with DATABASE_URL.`,
        )
      rmSync(file, { force: true })
    }
  }
  throw new DataDirInUseError(`Could not lock ${dataDir}`)
}
