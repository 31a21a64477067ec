import { afterEach, vi } from 'vitest'

// Epic Stack rule: a test that makes the code log an error fails.
const errorSpy = vi.spyOn(console, 'error')
afterEach(() => {
  const calls = errorSpy.mock.calls
  errorSpy.mockClear()
  if (calls.length > 0) {
    throw new Error(
      `console.error was called:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`,
    )
  }
})
