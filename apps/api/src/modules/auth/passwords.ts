import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 iterations, 1 lane).
const OPTIONS = { algorithm: 2 /* Argon2id; a const enum, unusable with verbatimModuleSyntax */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown email) it still spends the same
 * work on a decoy, so response time does not reveal which emails have accounts.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword('decoy-password-never-valid');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
