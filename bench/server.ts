/** Starting the product (or a helper server) for a benchmark: a child process on a free port. */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')

export function start(
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start:\n${out}`)), 90_000)
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const match = ready.exec(out)
      if (match) {
        clearTimeout(timer)
        resolve({ child, port: Number(match[1]) })
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()))
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${out}`)))
  })
}

/**
 * The V8 flags a production process starts with, as `npm start` and the README's production start
 * give them (a test checks that they agree): young-generation semi-spaces of 64 MB, so that the
 * short-lived objects of a page's render are collected less often (decision 036).
 */
export const PRODUCT_NODE_FLAGS = ['--max-semi-space-size=64']

/** The built product on a free loopback port, in memory, seeded with the demo realm, started as in production. */
export function startProduct(extra: Record<string, string> = {}) {
  return start(
    'node',
    [...PRODUCT_NODE_FLAGS, '--import', 'tsx', 'server/index.ts'],
    {
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DEMO: 'true',
      DATA_DIR: 'memory://',
      SESSION_SECRET: 'bench-session-secret-long-enough-0123456789',
      LOG_LEVEL: 'error',
      ...extra,
    },
    /ready at http:\/\/localhost:(\d+)/,
  )
}
