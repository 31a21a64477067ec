import { createBaseDatabase } from './test-db'

export default async function setup() {
  await createBaseDatabase()
}
