import { toApiError } from '../../../api/http.ts';

/**
 * POSTs JSON and reads the answer as newline-delimited JSON, calling `onLine` for each line as it
 * arrives (narration and whole-guide translation progress). A refusal before the stream (4xx/5xx
 * with the error envelope) rejects with ApiError. Resolves with the last line.
 */
export async function postNdjson<T>(path: string, body: unknown, onLine: (line: T) => void): Promise<T | undefined> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { Accept: 'application/x-ndjson', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body) throw await toApiError(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  let last: T | undefined;
  const take = (line: string) => {
    if (!line.trim()) return;
    last = JSON.parse(line) as T;
    onLine(last);
  };
  while (true) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) take(line);
  }
  take(buffered);
  return last;
}
