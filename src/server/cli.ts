// `npm run cli -- <command>` (built to dist/server/cli.js) or `npx tsx src/server/cli.ts <command>`.
import { runCli } from './cli/run-cli'
import { applyEnvFile } from './config'

async function main() {
  applyEnvFile()
  const result = await runCli(process.argv.slice(2), process.env)
  process.stdout.write(result.stdout)
  process.stderr.write(result.stderr)
  process.exitCode = result.code
}

void main()
