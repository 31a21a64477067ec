// Daily tab: our one call (workouts.daily) against the spec's original client pattern (list
// the workouts, then one exercises call per card, then progress), on the same server in the
// same run. Prints the times and the ratio; no assertions. Run: npm run bench
import { performance } from 'node:perf_hooks'
import { startTestServer } from '../tests/support/test-server'

const ROUNDS = Number(process.env.ROUNDS ?? 200)

async function main() {
  const server = await startTestServer()
  const agent = server.agent()
  await agent.signIn({ demo: 'athlete' })
  const me = (await agent.request('/api/user')).json<{ id: number }>()
  const daily = (await agent.request('/api/daily')).json<{ workouts: { id: number }[] }>()
  const ids = daily.workouts.map((w) => w.id)

  async function specPattern() {
    await agent.request('/api/workouts')
    for (const id of ids) await agent.request(`/api/workouts/${id}/exercises`)
    await agent.request(`/api/user/${me.id}/progress`)
  }
  async function oneCall() {
    await agent.request('/trpc/workouts.daily')
  }
  async function time(fn: () => Promise<void>) {
    for (let i = 0; i < 20; i++) await fn() // warm-up
    const start = performance.now()
    for (let i = 0; i < ROUNDS; i++) await fn()
    return (performance.now() - start) / ROUNDS
  }
  // Interleave to spread any drift evenly between the two.
  const a1 = await time(specPattern)
  const b1 = await time(oneCall)
  const a2 = await time(specPattern)
  const b2 = await time(oneCall)
  const spec = (a1 + a2) / 2
  const ours = (b1 + b2) / 2
  console.info(`Daily tab, ${ROUNDS} rounds x2, ${ids.length} cards`)
  console.info(`  spec pattern (${ids.length + 2} requests, sequential): ${spec.toFixed(2)} ms`)
  console.info(`  workouts.daily (1 request):                ${ours.toFixed(2)} ms`)
  console.info(
    `  ratio spec/ours: ${(spec / ours).toFixed(2)}x  (round trips ${ids.length + 2} -> 1)`,
  )
  await server.close()
}

void main()
