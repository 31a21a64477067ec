import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { CONFIG_VARIABLES } from '~/server/config'
import { freePort } from './test-server'

// The built server (dist/server/main.js, so `npm run build` first) as its own process, as
// `npm start` runs it: for what only a whole process shows (start-up lines and refusals, locks,
// several processes). Built, as compiling the sources on every start took half a minute.
const root = process.cwd()
const program = join(root, 'dist', 'server', 'main.js')

/** This process's environment without any variable the server reads, plus `env`. */
export function serverEnvironment(env: Record<string, string> = {}) {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !CONFIG_VARIABLES.includes(name)),
  )
  return { ...base, ...env }
}

/** Runs the server to its end (for a start-up that must fail): its exit code and output. */
export function runServerToEnd(env: Record<string, string>, args: string[] = [], cwd = root) {
  return spawnSync(process.execPath, [program, ...args], {
    cwd,
    env: serverEnvironment(env),
    encoding: 'utf8',
    timeout: 60_000,
  })
}

export interface ServerProcess {
  url: string
  port: number
  child: ChildProcess
  stdout(): string
  stderr(): string
  /** SIGTERM, as an operator stops it; resolves when it has exited. */
  stop(): Promise<void>
  /** SIGKILL: no shutdown code runs. */
  kill(): Promise<void>
}

/**
 * Starts the server and resolves once it says it is running (rejects if it exits first);
 * `command` starts it another way (the Docker image's entrypoint).
 */
export async function startServerProcess(
  env: Record<string, string>,
  command: string[] = [process.execPath, program],
): Promise<ServerProcess> {
  const port = await freePort()
  const [file = process.execPath, ...args] = command
  const child = spawn(file, args, {
    cwd: root,
    env: serverEnvironment({ HOST: '127.0.0.1', PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}${err}`)), 60_000)
    const check = () => {
      if (out.includes('Calisthenics is running')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', check)
    void exited.then(() => {
      clearTimeout(timer)
      reject(new Error(`server exited before it started: ${out}${err}`))
    })
  })
  const end = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    stdout: () => out,
    stderr: () => err,
    stop: end('SIGTERM'),
    kill: end('SIGKILL'),
  }
}
