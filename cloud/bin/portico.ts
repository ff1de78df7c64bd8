#!/usr/bin/env node
/** The `portico` command (see src/cli/runCli.ts): `npm run portico -- project list`. */
import { processIo, runCli } from '../src/cli/runCli.ts'

process.exitCode = await runCli(process.argv.slice(2), processIo())
