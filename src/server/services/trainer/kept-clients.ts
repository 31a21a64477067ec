import type { Drizzle } from '../../db/client'
import { keptPerOwner } from '../../db/kept-per-owner'
import { type DataVersions, readDataVersions } from '../../db/versions'
import { dayQuarter } from '~/shared/rules/days'
import type { Client } from '~/shared/schemas/invitation'
import { listClients } from './list-clients'

/** Trainers whose client list is kept per database handle (a list of 1,000 is ~100 KB). */
const keep = keptPerOwner<Client[]>(100)

/**
 * A trainer's client list, kept per trainer (docs/architecture.md#staff-reads). What it shows is
 * the clients' rows, their completions and their messages, whose every change bumps the
 * trainer's `users.clients_version` by trigger in the same transaction (migrations 0013 and
 * 0023), from any process or tool, and each client's local day, which is the same throughout a
 * UTC quarter hour. So the list kept under (version, quarter hour) is the list, and reading it
 * again after the session check is a map lookup. `versions` are the ones read with the session;
 * without them (in-process callers) they are read here.
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
  return keep(db, trainerId, `${clients} ${dayQuarter(now)}`, () =>
    listClients({ db, trainerId, now }),
  )
}
