// localDay: the cached formatter against building an Intl.DateTimeFormat per call (what it did
// before), in the same run. Prints microseconds per call and the ratio. Run: npm run bench
import { performance } from 'node:perf_hooks'
import { localDay } from '../src/shared/rules/days'

const CALLS = Number(process.env.CALLS ?? 20_000)
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney']

function uncached(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')}`
}

function time(fn: (instant: Date, zone: string) => string): number {
  const now = new Date()
  let sink = 0
  const start = performance.now()
  for (let i = 0; i < CALLS; i++) sink += fn(now, ZONES[i % ZONES.length] ?? 'UTC').length
  if (sink === 0) throw new Error('unreachable')
  return ((performance.now() - start) * 1000) / CALLS
}

time(localDay)
time(uncached)
const base = (time(uncached) + time(uncached)) / 2
const ours = (time(localDay) + time(localDay)) / 2
console.info(`localDay, ${CALLS} calls x2 over ${ZONES.length} time zones`)
console.info(`  new formatter per call: ${base.toFixed(2)} µs`)
console.info(`  cached formatter:       ${ours.toFixed(2)} µs   ratio ${(base / ours).toFixed(1)}x`)
