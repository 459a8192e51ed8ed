/**
 * The Data & Export section of /settings: download all my data (JSON) or my payments (CSV), both made
 * by the server from the caller's own records.
 *
 * States
 *   idle          two buttons; `message` says which file was downloaded last
 *   downloading   invokes `download` (id download) with the kind; both buttons wait
 *   failed        'Failed to download your data' (or the server's text); either button tries again
 *
 * Events
 *   export.download { kind: 'json' | 'csv' }
 *
 * Actors: download(kind) -> the file name saved.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import type { ExportKind } from './contract';
import { SETTINGS_MESSAGES } from './messages';

export type { ExportKind };

export interface DataExportContext {
  kind: ExportKind | null;
  message: string | null;
  error: string | null;
}

export type DataExportEvent = { type: 'export.download'; kind: ExportKind };

export const dataExportMachine = setup({
  types: { context: {} as DataExportContext, events: {} as DataExportEvent },
  actors: {
    download: fromPromise<string, ExportKind>(async () => notProvided('download')),
  },
}).createMachine({
  id: 'dataExport',
  context: { kind: null, message: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'export.download': { target: 'downloading', actions: assign({ kind: ({ event }) => event.kind }) } },
    },
    downloading: {
      entry: assign({ message: null, error: null }),
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context }) => context.kind ?? 'json',
        onDone: { target: 'idle', actions: assign({ message: ({ event }) => `Downloaded ${event.output}` }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error && event.error.message
                ? event.error.message
                : SETTINGS_MESSAGES.exportFailed,
          }),
        },
      },
    },
    failed: {
      on: { 'export.download': { target: 'downloading', actions: assign({ kind: ({ event }) => event.kind }) } },
    },
  },
});

export interface DataExportDeps {
  download: (kind: ExportKind) => Promise<string>;
}

export function provideDataExport(deps: DataExportDeps) {
  return dataExportMachine.provide({
    actors: { download: fromPromise(({ input }: { input: ExportKind }) => deps.download(input)) },
  });
}
