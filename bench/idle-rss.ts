// Idle memory: the built server (production mode, file database, the Docker image's environment)
// against a bare Fastify server answering one route, each started as its own process in the same
// run, side by side; resident set size 2 s after it answers its first request (just started) and
// again after a minute with no requests (idle, once V8's memory reducer has had its turn). Issue
// 12's goal: at most 110 MB idle. Run: npm run bench (it builds the app first when there is no
// build or a source is newer).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildIfStale } from '../src/server/build-freshness.mjs'
import { freePort } from '../tests/support/test-server'

const root = join(import.meta.dirname, '..')
const IDLE_MS = Number(process.env.IDLE_MS ?? 60_000)

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

async function idleRss(args: string[], env: Record<string, string>, path: string) {
  const port = await freePort()
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: 'ignore',
  })
  try {
    let answered = false
    for (let i = 0; i < 200 && !answered; i++) {
      answered = await fetch(`http://127.0.0.1:${port}${path}`).then(
        (r) => r.ok,
        () => false,
      )
      if (!answered) await new Promise((r) => setTimeout(r, 100))
    }
    if (!answered) throw new Error(`node ${args.join(' ')} did not answer ${path} within 20 s`)
    await new Promise((r) => setTimeout(r, 2_000))
    const started = rssMb(child.pid!)
    await new Promise((r) => setTimeout(r, IDLE_MS - 2_000))
    return { started, idle: rssMb(child.pid!) }
  } finally {
    child.kill()
  }
}

/** The runtime stage's `ENV` of the Dockerfile: the server is measured as the image runs it. */
function imageEnvironment(): Record<string, string> {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8')
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '))
  const env: Record<string, string> = {}
  const block = /^ENV ((?:[^\n]*\\\n)*[^\n]*)/m.exec(runtime)?.[1] ?? ''
  for (const line of block.split('\n')) {
    const pair = /^\s*([A-Z_]+)=(\S+?)\s*\\?$/.exec(line)
    if (pair) env[pair[1]!] = pair[2]!
  }
  // Where it listens and what it opens are the bench's.
  delete env.PORT
  delete env.HOST
  delete env.DATABASE_URL
  return env
}

async function main() {
  if (buildIfStale(root) !== 0) process.exit(1)
  const dir = mkdtempSync(join(tmpdir(), 'calisthenics-rss-'))
  const bare = join(dir, 'bare.mjs')
  writeFileSync(
    bare,
    `import Fastify from ${JSON.stringify(join(root, 'node_modules', 'fastify', 'fastify.js'))}
const app = Fastify()
app.get('/healthz', async () => ({ status: 'ok' }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
`,
  )
  const environment = imageEnvironment()
  const [baseline, ours] = await Promise.all([
    idleRss([bare], {}, '/healthz'),
    idleRss(
      ['dist/server/main.js'],
      {
        ...environment,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        APP_URL: 'https://gym.example.org',
        GOOGLE_CLIENT_ID: 'bench',
        GOOGLE_CLIENT_SECRET: 'bench',
        DATABASE_URL: `file:${join(dir, 'app.db')}`,
        // A new data folder, as on an image's first start: production refuses to make an empty
        // database unless told to (docs/operations.md).
        DATABASE_INIT: '1',
      },
      '/readyz',
    ),
  ])
  const met = ours.idle <= 110 ? 'met' : 'MISSED'
  console.info(
    `Idle memory (resident set; the Docker image's environment: ${Object.keys(environment).join(', ')})`,
  )
  console.info(`                  2 s after start   after ${IDLE_MS / 1000} s idle`)
  console.info(
    `  bare Fastify:     ${baseline.started.toFixed(0).padStart(4)} MB   ${baseline.idle.toFixed(0).padStart(9)} MB`,
  )
  console.info(
    `  the app server:   ${ours.started.toFixed(0).padStart(4)} MB   ${ours.idle.toFixed(0).padStart(9)} MB   ratio ${(ours.idle / baseline.idle).toFixed(2)}x idle   ≤ 110 MB idle ${met}`,
  )
}

void main()
