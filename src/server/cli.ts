// `npm run cli -- <command>` (built to dist/server/cli.js) or `npx tsx src/server/cli.ts <command>`.
import { runCli } from './cli/run-cli'
import { applyEnvFile, ConfigError } from './config'

async function main() {
  try {
    applyEnvFile()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    process.stderr.write(`${error.message}\n`)
    process.exitCode = 1
    return
  }
  const result = await runCli(process.argv.slice(2), process.env)
  process.stdout.write(result.stdout)
  process.stderr.write(result.stderr)
  process.exitCode = result.code
}

void main()
