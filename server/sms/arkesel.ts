/**
 * The Arkesel adapter (Ghanaian bulk SMS; the facts and their sources are in docs/sms.md): one
 * `POST {base}/api/v2/sms/send` with the `api-key` header and a JSON body `{ sender, message, recipients }`;
 * an accepted message answers `{ status: 'success', data: [{ recipient, id }] }`. A number Arkesel calls
 * invalid (listed under 'invalid numbers', or a 422) is a permanent failure; anything else (network,
 * time-out, 5xx, an unexpected answer) is retried by the dispatcher.
 */
import { describeError } from '../http/errors';
import { SmsSendError, type SmsSender } from './sender';

export interface ArkeselOptions {
  apiKey: string;
  /** the registered sender ID: at most 11 characters */
  senderId: string;
  /** default https://sms.arkesel.com */
  baseUrl?: string;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  timeoutMs?: number;
}

interface ArkeselAnswer {
  status?: string;
  message?: string;
  data?: Array<{ recipient?: string; id?: string; 'invalid numbers'?: string[] }>;
}

export function arkeselSender(options: ArkeselOptions): SmsSender {
  const base = (options.baseUrl ?? 'https://sms.arkesel.com').replace(/\/+$/, '');
  const send = options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
  return {
    name: 'arkesel',
    async send(message) {
      let res: Response;
      try {
        res = await send(`${base}/api/v2/sms/send`, {
          method: 'POST',
          headers: { 'api-key': options.apiKey, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ sender: options.senderId, message: message.text, recipients: [message.to] }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (err) {
        throw new SmsSendError(`Arkesel unreachable: ${describeError(err)}`);
      }
      const raw = await res.text().catch(() => '');
      let answer: ArkeselAnswer = {};
      try {
        answer = raw ? (JSON.parse(raw) as ArkeselAnswer) : {};
      } catch {
        // not JSON: reported below with the status
      }
      const said = (answer.message ?? raw.slice(0, 200)) || res.statusText;
      if (!res.ok) throw new SmsSendError(`Arkesel HTTP ${res.status}: ${said}`, res.status === 422);
      const invalid = answer.data?.flatMap((d) => d['invalid numbers'] ?? []) ?? [];
      if (invalid.includes(message.to)) throw new SmsSendError(`Arkesel refused the number ${message.to}`, true);
      if (answer.status !== 'success') {
        throw new SmsSendError(`Arkesel did not accept the message: ${said || 'no status'}`);
      }
      // HTTP 2xx with status 'success' is taken as sent even without an id: retrying it could send it twice.
      const accepted = answer.data?.find((d) => d.recipient === message.to && d.id) ?? answer.data?.find((d) => d.id);
      return { status: 'sent', providerMessageId: accepted?.id ?? null };
    },
  };
}
