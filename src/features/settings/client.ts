/**
 * Client for the settings API (contract.ts). Answers are parsed with the contract; a failure throws a
 * RequestError whose message is the server's text for a refusal (4xx with a message) or the given
 * fallback otherwise.
 */
import type { z } from 'zod';
import { type FetchLike, parseBody, type RequestFailure, request } from '../../services/http';
import {
  EXPORT_JSON_API,
  type ExportKind,
  PAYMENTS_CSV_API,
  SETTINGS_API,
  type SectionValues,
  type SettingsResponse,
  type SettingsSavedResponse,
  type StoredSection,
  settingsResponseSchema,
  settingsSavedResponseSchema,
} from './contract';
import { SETTINGS_MESSAGES as m } from './messages';

export interface SettingsClientOptions {
  getToken: () => string | null;
  fetch?: FetchLike;
  timeoutMs?: number;
}

/** The server's words for a refusal it explains (4xx with a message), else the fallback. */
export const failureText =
  (fallback: string) =>
  (failure: RequestFailure): string =>
    failure.kind === 'http' && failure.status >= 400 && failure.status < 500 && failure.text ? failure.text : fallback;

export interface DownloadedFile {
  filename: string;
  contentType: string;
  text: string;
}

export function createSettingsClient(options: SettingsClientOptions) {
  const fetchFn: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const send = (url: string, init: { method?: 'GET' | 'PUT'; body?: unknown }, fallback: string) =>
    request(fetchFn, url, { ...init, token: options.getToken(), timeoutMs: options.timeoutMs }, failureText(fallback));
  const parse = <S extends z.ZodType>(response: Awaited<ReturnType<typeof send>>, schema: S, fallback: string) =>
    parseBody(response, schema, failureText(fallback));

  return {
    /** GET /api/user/settings */
    async load(): Promise<SettingsResponse> {
      return parse(await send(SETTINGS_API, {}, m.loadFailed), settingsResponseSchema, m.loadFailed);
    },

    /** PUT /api/user/settings/:section */
    async saveSection<S extends StoredSection>(
      section: S,
      values: SectionValues[S],
      fallback: string = m.saveFailed,
    ): Promise<SettingsSavedResponse> {
      const response = await send(
        `${SETTINGS_API}/${encodeURIComponent(section)}`,
        { method: 'PUT', body: values },
        fallback,
      );
      return parse(response, settingsSavedResponseSchema, fallback);
    },

    /** GET /api/user/export.json or /api/user/payments.csv: the file as the server named it. */
    async download(kind: ExportKind): Promise<DownloadedFile> {
      const response = await send(kind === 'json' ? EXPORT_JSON_API : PAYMENTS_CSV_API, {}, m.exportFailed);
      const today = new Date().toISOString().slice(0, 10);
      return kind === 'json'
        ? {
            filename: `skylink-data-${today}.json`,
            contentType: 'application/json',
            text: JSON.stringify(response.json ?? JSON.parse(response.text), null, 2),
          }
        : { filename: `skylink-payments-${today}.csv`, contentType: 'text/csv;charset=utf-8', text: response.text };
    },
  };
}

export type SettingsClient = ReturnType<typeof createSettingsClient>;
