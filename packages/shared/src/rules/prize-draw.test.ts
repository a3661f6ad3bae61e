import { describe, expect, it } from 'vitest';
import { canonicalDrawList, canonicalDrawText, drawListHash, pickDrawWinner } from './prize-draw.ts';

const ids = ['user-c', 'user-a', 'user-b', 'user-a'];

describe('the canonical eligible list', () => {
  it('is the distinct ids sorted, so discovery order does not matter', () => {
    expect(canonicalDrawList(ids)).toEqual(['user-a', 'user-b', 'user-c']);
    expect(canonicalDrawText(ids)).toBe('user-a\nuser-b\nuser-c');
  });

  it('hashes to the SHA-256 of its text (what sha256sum prints)', () => {
    // printf 'user-a\nuser-b\nuser-c' | sha256sum
    const expected = '7a3b0dc5d09632095d8d186f4a3d9e6824b59718ff360e95997518cefc6f6d12';
    expect(drawListHash(ids)).toBe(expected);
    expect(drawListHash(['user-b', 'user-c', 'user-a'])).toBe(expected);
    expect(drawListHash(['user-a', 'user-b'])).not.toBe(expected);
  });
});

describe('picking the winner', () => {
  it('is SHA-256(seed, newline, list) modulo the list size, recomputable without this code', () => {
    // printf '5f1d2c0a9e\nuser-a\nuser-b\nuser-c' | sha256sum → 114e88de…404a; as an integer, mod 3 = 0.
    const digest = '114e88de32824dbe9d817fd79447d447dc8eb311529a3d871f45c111a2fc404a';
    expect(Number(BigInt(`0x${digest}`) % 3n)).toBe(0);
    expect(pickDrawWinner('5f1d2c0a9e', ids)).toEqual({ index: 0, winnerId: 'user-a' });
  });

  it('gives the same winner for the same seed and list, in any order', () => {
    const first = pickDrawWinner('seed-1', ids);
    expect(pickDrawWinner('seed-1', [...ids].reverse())).toEqual(first);
    expect(pickDrawWinner('seed-1', ids)).toEqual(first);
  });

  it('spreads winners over the whole list as the seed changes', () => {
    const list = Array.from({ length: 5 }, (_, i) => `visitor-${i}`);
    const wins = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const pick = pickDrawWinner(`seed-${i}`, list);
      if (pick) wins.set(pick.winnerId, (wins.get(pick.winnerId) ?? 0) + 1);
    }
    expect([...wins.keys()].sort()).toEqual(list);
    for (const count of wins.values()) expect(count).toBeGreaterThan(120);
  });

  it('has no winner without eligible visitors and always the one with one', () => {
    expect(pickDrawWinner('any', [])).toBeNull();
    expect(pickDrawWinner('any', ['only'])).toEqual({ index: 0, winnerId: 'only' });
  });
});
