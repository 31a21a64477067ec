import type { Drizzle } from '../../db/client'
import { keptPerOwner } from '../../db/kept-per-owner'
import { type DataVersions, readDataVersions } from '../../db/versions'
import { nextLocalDayAt } from '~/shared/rules/days'
import type { Client } from '~/shared/schemas/invitation'
import { listClientsAndZones } from './list-clients'

/** A kept list and the span of time over which every one of its clients' local days holds. */
interface KeptList {
  clients: Client[]
  from: number
  until: number
}

/** Trainers whose client list is kept per database handle (a list of 1,000 is ~100 KB). */
const keep = keptPerOwner<KeptList>(100, (list, at) => list.from <= at && at < list.until)

/**
 * A trainer's client list, kept per trainer (docs/architecture.md#staff-reads). What it shows is
 * the clients' rows, their completions and their messages, whose every change bumps the
 * trainer's `users.clients_version` by trigger in the same transaction (migrations 0013 and
 * 0023), from any process or tool, and each client's local day. So the list kept under the
 * version holds until the next local midnight of one of its clients' zones, and reading it again
 * after the session check is a map lookup. It was kept per UTC quarter hour before, which made an
 * idle trainer's next read after up to 15 minutes a full rebuild (docs/performance.md#staff-screens).
 * `versions` are the ones read with the session; without them (in-process callers) they are
 * read here.
 */
export async function getKeptClients({
  db,
  trainerId,
  versions,
  now = new Date(),
}: {
  db: Drizzle
  trainerId: number
  versions?: DataVersions
  now?: Date
}): Promise<Client[]> {
  const { clients } = versions ?? (await readDataVersions(db, trainerId))
  const at = now.getTime()
  const kept = await keep(
    db,
    trainerId,
    String(clients),
    async () => {
      const list = await listClientsAndZones({ db, trainerId, now })
      return {
        clients: list.clients,
        // A read for an earlier time (a test's clock) is made again rather than trusted.
        from: at,
        until: Math.min(Infinity, ...list.timeZones.map((zone) => nextLocalDayAt(now, zone))),
      }
    },
    at,
  )
  return kept.clients
}
