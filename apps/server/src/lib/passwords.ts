import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, parallelism 1 (algorithm 2 is Argon2id). */
const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // An account without a password still costs one hash, so timing does not tell which accounts exist.
  if (!passwordHash) {
    await hash(password, ARGON2_OPTIONS);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** zxcvbn's list of leaked passwords, most common first (about 49,000). */
const leaked = (dictionary as Record<string, string[]>)['passwords-common'] ?? [];
const commonPasswords = new Set(leaked.map((p) => p.toLowerCase()));
/** The letters of the most common thousand ("welcome", "password") are refused however they are decorated. */
const commonestWords = new Set(leaked.slice(0, 1000).map((p) => p.toLowerCase()).filter((p) => /^[a-z]+$/.test(p)));

/**
 * Refuses a password that is a well-known one once the decorations the rules force are taken off:
 * "Password1!" is "password1" with a symbol, and "Welcome@2026" is "welcome" with a year.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const withoutSymbols = lower.replace(/[^a-z0-9]/g, '');
  const lettersOnly = lower.replace(/[^a-z]/g, '');
  return commonPasswords.has(lower) || commonPasswords.has(withoutSymbols) || commonestWords.has(lettersOnly);
}
