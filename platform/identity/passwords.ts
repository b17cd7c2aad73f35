/** argon2id password hashing (OWASP's minimum parameters: 19 MiB, 2 passes). */
import { hash, verify } from '@node-rs/argon2'

const ARGON2ID = 2 // Algorithm.Argon2id (a const enum, which isolatedModules cannot import)
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, options)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let dummy: Promise<string> | undefined
/**
 * Verifies against a hash of nothing in particular, so an unknown email costs the same time as a
 * wrong password and the answer's timing does not tell which emails have accounts.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummy ??= hashPassword('marquee-dummy-password-for-timing')
  await verifyPassword(await dummy, password)
  return false
}
