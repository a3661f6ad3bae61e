import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The auditable prize draw (docs/decisions/0015-prize-draws.md). Pure: anyone holding a draw's
 * recorded seed and eligible list recomputes its winner with these three functions, or by hand:
 *
 *   canonical = the distinct user ids sorted by UTF-16 code unit (plain JS sort), joined by '\n'
 *   listHash  = hex SHA-256 of canonical (UTF-8)                → proves the list was not changed
 *   digest    = SHA-256 of (seed + '\n' + canonical) (UTF-8), read as one big unsigned integer
 *   winner    = canonical's entry number (digest mod count), counting from 0
 *
 * e.g. in a shell: `printf '%s\n%s' "$SEED" "$(cat ids.txt)" | sha256sum`, then the hex number
 * modulo the number of lines of ids.txt (sorted, no trailing newline).
 */

/** The eligible user ids as the draw reads them: distinct, sorted, so order of discovery never matters. */
export function canonicalDrawList(userIds: readonly string[]): string[] {
  return [...new Set(userIds)].sort();
}

/** The canonical list's text: ids joined by a line feed, no trailing one. */
export function canonicalDrawText(userIds: readonly string[]): string {
  return canonicalDrawList(userIds).join('\n');
}

/** Hex SHA-256 of the canonical list's text: recorded with the draw, so the frozen list can be checked. */
export function drawListHash(userIds: readonly string[]): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalDrawText(userIds))));
}

export interface DrawPick {
  /** Position of the winner in the canonical list, from 0. */
  index: number;
  winnerId: string;
}

/**
 * The winner of a draw, from its seed and eligible ids alone (no clock, no Math.random): null when
 * nobody is eligible. The same (seed, list) always gives the same winner, whatever order the ids
 * come in; a different seed picks independently, uniformly up to a bias below 2⁻²⁰⁰.
 */
export function pickDrawWinner(seed: string, userIds: readonly string[]): DrawPick | null {
  const list = canonicalDrawList(userIds);
  if (list.length === 0) return null;
  const digest = bytesToHex(sha256(utf8ToBytes(`${seed}\n${list.join('\n')}`)));
  const index = Number(BigInt(`0x${digest}`) % BigInt(list.length));
  return { index, winnerId: list[index] as string };
}
