import { type ApiClientOptions, apiClient } from '../../services/http';
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

export type SettingsClientOptions = ApiClientOptions;

export interface DownloadedFile {
  filename: string;
  contentType: string;
  text: string;
}

export function createSettingsClient(options: SettingsClientOptions) {
  const { send, call } = apiClient(options);

  return {
    /** GET /api/user/settings */
    async load(): Promise<SettingsResponse> {
      return call(SETTINGS_API, {}, settingsResponseSchema, m.loadFailed);
    },

    /** PUT /api/user/settings/:section */
    async saveSection<S extends StoredSection>(
      section: S,
      values: SectionValues[S],
      fallback: string = m.saveFailed,
    ): Promise<SettingsSavedResponse> {
      const url = `${SETTINGS_API}/${encodeURIComponent(section)}`;
      return call(url, { method: 'PUT', body: values }, settingsSavedResponseSchema, fallback);
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
