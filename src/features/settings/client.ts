/**
 * Client for the settings API (contract.ts): every JSON call goes through the contract's endpoint tables
 * with the user's token, its answer read with the endpoint's schema. A refusal the server explains (4xx with
 * a message) keeps its words; anything else fails with the call's fallback text.
 */
import { type ApiClientOptions, apiClient, endpointUrl } from '../../services/http';
import {
  type ExportKind,
  PAYMENTS_CSV_API,
  SECTION_ENDPOINTS,
  type SectionValues,
  type SettingsResponse,
  type SettingsSavedResponse,
  type StoredSection,
  settingsEndpoints,
  USER_API_BASE,
} from './contract';
import { SETTINGS_MESSAGES as m } from './messages';

export type SettingsClientOptions = ApiClientOptions;

export interface DownloadedFile {
  filename: string;
  contentType: string;
  text: string;
}

export function createSettingsClient(options: SettingsClientOptions) {
  const { send, callAt } = apiClient(options);

  return {
    /** GET /api/user/settings */
    async load(): Promise<SettingsResponse> {
      const endpoint = settingsEndpoints.settings;
      return callAt(endpointUrl(USER_API_BASE, endpoint), endpoint, undefined, m.loadFailed);
    },

    /** PUT /api/user/settings/:section (each section's own endpoint) */
    async saveSection<S extends StoredSection>(
      section: S,
      values: SectionValues[S],
      fallback: string = m.saveFailed,
    ): Promise<SettingsSavedResponse> {
      const endpoint = SECTION_ENDPOINTS[section];
      return callAt(endpointUrl(USER_API_BASE, endpoint), endpoint, values, fallback);
    },

    /** GET /api/user/export.json or /api/user/payments.csv: the file as the server named it. */
    async download(kind: ExportKind): Promise<DownloadedFile> {
      const today = new Date().toISOString().slice(0, 10);
      if (kind === 'json') {
        const endpoint = settingsEndpoints.dataExport;
        const data = await callAt(endpointUrl(USER_API_BASE, endpoint), endpoint, undefined, m.exportFailed);
        return {
          filename: `skylink-data-${today}.json`,
          contentType: 'application/json',
          text: JSON.stringify(data, null, 2),
        };
      }
      const response = await send(PAYMENTS_CSV_API, {}, m.exportFailed);
      return { filename: `skylink-payments-${today}.csv`, contentType: 'text/csv;charset=utf-8', text: response.text };
    },
  };
}

export type SettingsClient = ReturnType<typeof createSettingsClient>;
