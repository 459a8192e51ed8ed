/**
 * The one place the client opens a server-sent event stream (the import-boundary check allows the browser's
 * EventSource here only, as it allows the platform's fetch in http.ts only). Each named event's data is
 * handed on as text; the caller parses it against its contract.
 */
export interface EventStreamHandlers {
  open: () => void;
  /** the connection failed or dropped (EventSource would retry on its own: callers close instead) */
  error: () => void;
  /** named events (`event: notifications`) and what to do with their `data` */
  events: Record<string, (data: string) => void>;
}

/** Whether this browser has EventSource (old browsers and Node do not). */
export function eventStreamSupported(): boolean {
  return typeof EventSource !== 'undefined';
}

/** Opens the stream at `url` (same origin, no credentials in the URL); returns its close function. */
export function openEventStream(url: string, on: EventStreamHandlers): () => void {
  const source = new EventSource(url);
  source.addEventListener('open', () => on.open());
  source.addEventListener('error', () => on.error());
  for (const [name, handle] of Object.entries(on.events)) {
    source.addEventListener(name, (event) => handle((event as MessageEvent<string>).data));
  }
  return () => source.close();
}
