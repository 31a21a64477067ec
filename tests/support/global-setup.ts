import { createBaseDatabase, removeStaleFiles } from './test-db'

export default async function setup() {
  removeStaleFiles()
  await createBaseDatabase()
  // Every worker has ended by teardown: its databases go too, so even a passing run leaves only
  // base.db behind.
  return () => {
    removeStaleFiles()
  }
}
