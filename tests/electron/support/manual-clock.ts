import type { Timers } from '../../../electron/shared/timers'

interface Task {
  at: number
  every: number | null
  callback: () => void
}

/** Lets promise chains and I/O callbacks that the last timer started run to their next wait. */
export async function settle(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve))
}

/** Timers the test moves by hand; real sockets and files keep working alongside. */
export class ManualClock implements Timers {
  private time = 0
  private nextId = 1
  private readonly tasks = new Map<number, Task>()

  now = () => this.time

  setTimeout = (callback: () => void, ms: number) => this.add(callback, ms, null)
  setInterval = (callback: () => void, ms: number) => this.add(callback, ms, ms)
  clearTimeout = (handle: unknown) => void this.tasks.delete(handle as number)
  clearInterval = (handle: unknown) => void this.tasks.delete(handle as number)

  /** The delays of the one-shot timers waiting now, soonest first. */
  pendingTimeouts(): number[] {
    return [...this.tasks.values()]
      .filter((task) => task.every === null)
      .map((task) => task.at - this.time)
      .sort((a, b) => a - b)
  }

  async advance(ms: number): Promise<void> {
    const end = this.time + ms
    for (;;) {
      const due = [...this.tasks.entries()]
        .filter(([, task]) => task.at <= end)
        .sort(([, a], [, b]) => a.at - b.at)[0]
      if (!due) break
      const [id, task] = due
      this.time = task.at
      if (task.every === null) this.tasks.delete(id)
      else task.at += task.every
      task.callback()
      await settle()
    }
    this.time = end
    await settle()
  }

  private add(callback: () => void, ms: number, every: number | null): number {
    const id = this.nextId++
    this.tasks.set(id, { at: this.time + ms, every, callback })
    return id
  }
}
