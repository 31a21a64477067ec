// Idle memory: the built server (production mode, file database) against a bare Fastify server
// answering one route, each started as its own process in the same run; resident set size 2 s
// after it answers its first request. Issue 12's goal: at most 110 MB. Run: npm run bench (it
// builds the app first when there is no build or a source is newer).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildIfStale } from '../src/server/build-freshness.mjs'
import { freePort } from '../tests/support/test-server'

const root = join(import.meta.dirname, '..')

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
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024
  } finally {
    child.kill()
  }
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
  const baseline = await idleRss([bare], {}, '/healthz')
  const ours = await idleRss(
    ['dist/server/main.js'],
    {
      NODE_ENV: 'production',
      APP_URL: 'https://gym.example.org',
      GOOGLE_CLIENT_ID: 'bench',
      GOOGLE_CLIENT_SECRET: 'bench',
      DATABASE_URL: `file:${join(dir, 'app.db')}`,
    },
    '/readyz',
  )
  console.info('Idle memory (resident set, 2 s after the first answer)')
  console.info(`  bare Fastify:     ${baseline.toFixed(0)} MB`)
  console.info(`  the app server:   ${ours.toFixed(0)} MB   ratio ${(ours / baseline).toFixed(2)}x`)
}

void main()
