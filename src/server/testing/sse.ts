/**
 * Reads server-sent events from a response body in tests, one `{ event, id, data }` at a time. Comments
 * and blocks without data (an id-only block moves the browser's last event id but dispatches nothing)
 * are skipped, as a browser's EventSource does.
 */
export interface SseEvent {
  event: string;
  /** the block's `id:` field, '' when it has none */
  id: string;
  data: unknown;
}

/** Opens a reader: each call resolves to the next event, or rejects after `timeoutMs` (default 5000). */
export function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(timeoutMs = 5000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n').filter((l) => !l.startsWith(':'));
        const field = (name: string) => lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
        const data = field('data');
        if (data === undefined) continue;
        return { event: field('event') ?? '', id: field('id') ?? '', data: JSON.parse(data) };
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('timed out waiting for an event');
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out waiting for an event')), left);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error('stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
}
