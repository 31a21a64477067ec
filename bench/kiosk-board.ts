// Kiosk board: the one call a wall screen makes (GET /api/kiosk/board, three queries) against
// the pattern it replaces (the Daily list, then one exercises call per workout), on the same
// server in the same run. Prints the times and the ratio; no assertions.
// Run: npx tsx bench/kiosk-board.ts
import { performance } from 'node:perf_hooks'
import { createSessionToken, createUser, pairedKioskToken } from '../tests/support/factories'
import { startTestServer } from '../tests/support/test-server'

const ROUNDS = Number(process.env.ROUNDS ?? 200)

async function main() {
  const server = await startTestServer()
  const kiosk = { authorization: `Kiosk ${await pairedKioskToken(server.database)}` }
  const athlete = await createUser(server.database)
  const bearer = {
    authorization: `Bearer ${await createSessionToken(server.database, athlete.id)}`,
  }
  const get = (path: string, headers: Record<string, string>) =>
    fetch(new URL(path, server.url), { headers }).then((r) => r.text())
  const daily = JSON.parse(await get('/api/daily', bearer)) as { workouts: { id: number }[] }
  const ids = daily.workouts.map((w) => w.id)

  async function perWorkout() {
    await get('/api/daily', bearer)
    for (const id of ids) await get(`/api/workouts/${id}/exercises`, bearer)
  }
  async function board() {
    await get('/api/kiosk/board', kiosk)
  }
  async function time(fn: () => Promise<void>) {
    for (let i = 0; i < 20; i++) await fn() // warm-up
    const start = performance.now()
    for (let i = 0; i < ROUNDS; i++) await fn()
    return (performance.now() - start) / ROUNDS
  }
  // Interleaved, so drift falls on both alike.
  const a1 = await time(perWorkout)
  const b1 = await time(board)
  const a2 = await time(perWorkout)
  const b2 = await time(board)
  const baseline = (a1 + a2) / 2
  const ours = (b1 + b2) / 2
  console.info(`Kiosk board, ${ROUNDS} rounds x2, ${ids.length} workouts`)
  console.info(
    `  daily + per-workout exercises (${ids.length + 1} requests): ${baseline.toFixed(2)} ms`,
  )
  console.info(`  kiosk.board (1 request):                        ${ours.toFixed(2)} ms`)
  console.info(`  ratio baseline/board: ${(baseline / ours).toFixed(2)}x`)
  await server.close()
}

void main()
