// The staff screens' data (bench/staff-screens.ts, bench/staff-idle.ts): a server on its own
// database with an admin, a trainer and `users` athletes, the first `clients` of them the
// trainer's, with a year of completions and a quarter's calendar.
import { type Agent, request } from 'node:http'
import { createSessionToken, createUser } from '../../tests/support/factories'
import { startTestServer } from '../../tests/support/test-server'

export interface StaffSize {
  users: number
  clients: number
}

export async function prepareStaffData(size: StaffSize) {
  const server = await startTestServer()
  const { client } = server.database
  const admin = await createUser(server.database, { role: 'admin' })
  const trainer = await createUser(server.database, { role: 'trainer' })
  // Bulk data in SQL: `users` athletes (the first `clients` of them the trainer's), ten completed
  // workouts each, spread evenly over the last year (so about 3 % of athletes are active).
  await client.execute({
    sql: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
      INSERT INTO users (username, email, google_id, user_type_id, trainer_id, time_zone)
      SELECT printf('athlete-%06d', i), printf('athlete-%06d@example.test', i), 'bulk-' || i,
        (SELECT id FROM user_types WHERE name = 'user'), CASE WHEN i <= ? THEN ? END,
        CASE i % 3 WHEN 0 THEN 'UTC' WHEN 1 THEN 'America/New_York' ELSE 'Asia/Tokyo' END
      FROM n`,
    args: [size.users, size.clients, trainer.id],
  })
  await client.execute({
    sql: `WITH RECURSIVE k(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM k WHERE j < 9)
      INSERT INTO workout_completions (user_id, workout_id, workout_title, day, completed_at)
      SELECT u.id, NULL, 'Bulk', date('now', printf('-%d days', (u.id * 7 + k.j * 37) % 365)), 0
      FROM users u, k WHERE u.username LIKE 'athlete-%'`,
    args: [],
  })
  // The trainer's clients' calendars: three workouts a week over the last 90 days, every other
  // one done, so the list's compliance has a quarter's entries to count.
  await client.execute({
    sql: `WITH RECURSIVE d(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM d WHERE k < 89)
      INSERT INTO calendar_entries (user_id, trainer_id, day, position, workout_id)
      SELECT u.id, ?, date('now', printf('-%d days', d.k)), 1, (SELECT min(id) FROM workouts)
      FROM users u, d WHERE u.trainer_id = ? AND d.k % 7 IN (0, 2, 4)`,
    args: [trainer.id, trainer.id],
  })
  await client.execute({
    sql: `INSERT OR IGNORE INTO workout_completions (user_id, workout_id, workout_title, day, completed_at)
      SELECT c.user_id, c.workout_id, 'Bulk', c.day, 0 FROM calendar_entries c WHERE c.id % 2 = 0`,
    args: [],
  })
  const adminToken = await createSessionToken(server.database, admin.id)
  const trainerToken = await createSessionToken(server.database, trainer.id)
  return { server, trainerId: trainer.id, adminToken, trainerToken }
}

/**
 * GET `url` as a browser asks (keep-alive on `agent`, brotli accepted) with node:http: undici's
 * fetch in the bench's own process added ~1.2 ms to each request and most of the p95 (measured
 * beside a node:http client, which found the server's own time flat from 10 to 1,000 clients).
 * Answers the status once the body has been read.
 */
export function getAsBrowser(
  agent: Agent,
  url: string,
  token: string,
  retries = 1,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { agent, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' } },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    // A kept-alive connection the server closed as it was reused: asked again, as browsers do.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' && retries > 0
        ? resolve(getAsBrowser(agent, url, token, retries - 1))
        : reject(error),
    )
    req.end()
  })
}
