/**
 * A fetch for client tests: each call is recorded (url and init) and answered as JSON by `answer`, with the
 * status it gives. The clients under test take it as their injected `fetch`.
 */
export function recordingFetch(answer: (url: string, init?: RequestInit) => { status: number; body: unknown }) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const { status, body } = answer(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { calls, fetch };
}
