import { Spinner } from './ui/spinner'

export function SessionLoading() {
  return (
    <main className="flex min-h-screen items-center justify-center">
      <Spinner label="Loading your fitness experience..." />
    </main>
  )
}
