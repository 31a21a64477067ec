// A 200,000-row import and everyone else (docs/architecture.md#background-imports): a Strong
// file of 200,000 sets is imported over HTTP by one athlete while another athlete's reads
// (GET their sets) and writes (POST a set) are timed, back to back; the same calls are timed
// idle first. Prints the other athlete's p50 and p95 idle and during the import and their
// ratio, and how long the import took. No assertions.
// Run: npx tsx bench/import-load.ts (ROWS=50000 for a shorter run).
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { exercises } from '~/server/db/schema'
import { createSessionToken, createUser } from '../tests/support/factories'
import { rest } from '../tests/support/rest'
import { startTestServer } from '../tests/support/test-server'

const ROWS = Number(process.env.ROWS ?? 200_000)
const NAMES = ['Push Up', 'Pull Up', 'Squat (Barbell)', 'Bench Press (Barbell)', 'Dips', 'Plank']

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0

/** A Strong file of `rows` sets: sessions of 20 sets, one a day back from 2020. */
function strongFile(rows: number): string {
  const lines = [
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
  ]
  for (let i = 0; i < rows; i++) {
    const session = Math.floor(i / 20)
    const day = new Date(Date.UTC(2020, 0, 1) + session * 86_400_000).toISOString().slice(0, 10)
    const name = NAMES[Math.floor((i % 20) / 4) % NAMES.length] ?? 'Push Up'
    lines.push(
      `${day} 07:30:00,"Session ${session}",1h,"${name}",${(i % 4) + 1},${20 + (i % 7) * 5},${5 + (i % 6)},0,0,"","",`,
    )
  }
  return `${lines.join('\n')}\n`
}

async function main() {
  const server = await startTestServer()
  try {
    const importer = await createUser(server.database, { timeZone: 'Europe/Berlin' })
    const importerToken = await createSessionToken(server.database, importer.id)
    const other = await createUser(server.database, { timeZone: 'Europe/Berlin' })
    const token = await createSessionToken(server.database, other.id)
    const pushUps = await server.database.db
      .select({ id: exercises.id })
      .from(exercises)
      .where(eq(exercises.builtinKey, 'push-ups'))
      .get()
    if (!pushUps) throw new Error('no push-ups in the catalogue')
    const oneCall = async (n: number) => {
      const started = performance.now()
      const res =
        n % 2 === 0
          ? await rest(server.url, 'GET', `/api/user/${other.id}/sets?limit=50`, { token })
          : await rest(server.url, 'POST', `/api/user/${other.id}/sets`, {
              token,
              body: { clientId: randomUUID(), exerciseId: pushUps.id, setNumber: 1, reps: 10 },
            })
      if (res.status !== 200) throw new Error(`${res.status} ${res.text}`)
      return performance.now() - started
    }
    const idle: number[] = []
    for (let i = 0; i < 200; i++) idle.push(await oneCall(i))

    const file = strongFile(ROWS)
    const began = performance.now()
    const form = new FormData()
    form.set('file', new Blob([file], { type: 'text/csv' }), 'bench.csv')
    form.set('unit', 'kg')
    const uploaded = fetch(new URL(`/api/user/${importer.id}/imports`, server.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${importerToken}` },
      body: form,
    }).then(async (res) => {
      const body = (await res.json()) as { import: { id: number } | null; message?: string }
      if (!res.ok || !body.import) throw new Error(`import refused: ${body.message}`)
      return body.import.id
    })
    let finished = false
    let importId: number | null = null
    void uploaded.then((id) => (importId = id))
    const during: number[] = []
    const watch = (async () => {
      for (;;) {
        await new Promise((r) => setTimeout(r, 500))
        if (importId === null) continue
        const list = await rest(server.url, 'GET', `/api/user/${importer.id}/imports`, {
          token: importerToken,
        })
        const item = (list.body as { id: number; status: string; setCount: number }[]).find(
          (x) => x.id === importId,
        )
        if (item && item.status !== 'running') {
          finished = true
          return item
        }
      }
    })()
    for (let i = 0; !finished; i++) during.push(await oneCall(i))
    const result = await watch
    const seconds = (performance.now() - began) / 1000
    await uploaded
    const row = (label: string, xs: number[]) =>
      `${label.padEnd(16)} n=${String(xs.length).padStart(5)}  p50 ${percentile(xs, 0.5).toFixed(1).padStart(6)} ms  p95 ${percentile(xs, 0.95).toFixed(1).padStart(6)} ms`
    console.info(
      `Import of ${ROWS.toLocaleString('en')} rows: ${result.status}, ${result.setCount} sets, ${seconds.toFixed(1)} s`,
    )
    console.info("Another athlete's calls (GET sets / POST a set, alternating):")
    console.info(row('idle', idle))
    console.info(row('during import', during))
    console.info(
      `ratio during/idle: p50 ${(percentile(during, 0.5) / percentile(idle, 0.5)).toFixed(2)}x, p95 ${(percentile(during, 0.95) / percentile(idle, 0.95)).toFixed(2)}x`,
    )
  } finally {
    await server.close()
  }
}

await main()
