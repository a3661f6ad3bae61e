import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Decodes a URL path below a prefix into path segments, or undefined when it could reach
 * outside (a '..' or '.' segment, an encoded slash or backslash, a NUL byte) or is malformed.
 */
export function decodeSegments(urlPath: string): string[] | undefined {
  const segments: string[] = [];
  for (const raw of urlPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return undefined;
    segments.push(segment);
  }
  return segments;
}

/**
 * The regular file at `segments` inside `root`, or undefined. The real path is checked too,
 * so a symbolic link cannot lead outside the folder either.
 */
export async function resolveFileInside(root: string, segments: readonly string[]): Promise<string | undefined> {
  if (segments.length === 0) return undefined;
  const base = path.resolve(root);
  const candidate = path.resolve(base, ...segments);
  if (!candidate.startsWith(base + path.sep)) return undefined;
  try {
    const [realBase, realCandidate] = await Promise.all([realpath(base), realpath(candidate)]);
    if (!realCandidate.startsWith(realBase + path.sep)) return undefined;
    return (await stat(realCandidate)).isFile() ? realCandidate : undefined;
  } catch {
    return undefined;
  }
}
