/**
 * The coverage checker's view model (docs/product-rules.md, Coverage): the input and Check button,
 * then the result panel or the failure, and the coverage request where there is no coverage.
 */
import type { SnapshotFrom } from 'xstate';
import type { CoverageCheckEvent, coverageCheckMachine } from './coverageCheck.machine';
import { COVERAGE_MESSAGES as m } from './messages';
import type { CoverageResult } from './simulation';

export type CoverageRequestView =
  | { status: 'closed' }
  | { status: 'form'; contact: string; contactError?: string; error?: string }
  | { status: 'sending'; contact: string }
  | { status: 'sent'; message: string };

export type CoverageCheckView =
  | { status: 'idle'; address: string; canCheck: boolean; fieldError?: string }
  | { status: 'checking'; address: string }
  | {
      status: 'result';
      address: string;
      canCheck: boolean;
      checkedAddress: string;
      result: CoverageResult;
      request: CoverageRequestView;
    }
  | { status: 'failed'; address: string; canCheck: boolean; checkedAddress: string; message: string };

export const coverageCheckText = {
  title: 'Check coverage in your area',
  label: 'City or address',
  placeholder: 'e.g. Osu, Accra',
  check: 'Check',
  clear: 'Clear',
  resultFor: 'Result for',
  requestOffer: 'Request coverage',
  requestLead: 'Tell us how to reach you and we will let you know when service reaches this area.',
  contactLabel: 'Email or phone',
  requestSubmit: 'Send request',
  requestSending: 'Sending...',
  download: 'Download',
  upload: 'Upload',
  latency: 'Latency',
  installation: 'Installation from',
  uptime: 'Uptime',
  coverage: 'Area coverage',
  broadband: 'City broadband',
  fiber: 'Fiber',
  wireless: 'Fixed wireless',
  satellite: 'Satellite',
  satelliteLead: 'Anywhere in Ghana with a dish.',
  plans: 'Plans available here',
} as const;

export type CoverageCheckSnapshot = Pick<SnapshotFrom<typeof coverageCheckMachine>, 'context' | 'matches'>;

/**
 * The first view, before the machine runs (useDeferredMachineView): the empty input, Check disabled.
 * Equal to the view of the machine's initial snapshot (tests/features/coverage/initialView.test.ts).
 */
export const initialCoverageCheckView = (): CoverageCheckView => ({ status: 'idle', address: '', canCheck: false });

/** What an event shows before the machine runs: the typed address at once (replayed to the machine when it starts). */
export function previewCoverageCheck(view: CoverageCheckView, event: CoverageCheckEvent): CoverageCheckView {
  if (event.type !== 'address.change' || view.status !== 'idle') return view;
  return { status: 'idle', address: event.value, canCheck: event.value.length > 0 };
}

export function toCoverageCheckView(snapshot: CoverageCheckSnapshot): CoverageCheckView {
  const c = snapshot.context;
  // disabled while the input is empty; a blank (whitespace) input may be checked and gets the field message
  const canCheck = c.address.length > 0;
  if (snapshot.matches('checking')) return { status: 'checking', address: c.address };
  if (snapshot.matches('failed')) {
    return {
      status: 'failed',
      address: c.address,
      canCheck,
      checkedAddress: c.checkedAddress,
      message: c.error ?? m.checkFailed,
    };
  }
  if (snapshot.matches('result') && c.result) {
    let request: CoverageRequestView = { status: 'closed' };
    if (snapshot.matches({ result: 'requesting' })) {
      request = { status: 'form', contact: c.contact };
      if (c.contactError) request.contactError = c.contactError;
      if (c.requestError) request.error = c.requestError;
    } else if (snapshot.matches({ result: 'sending' })) request = { status: 'sending', contact: c.contact };
    else if (snapshot.matches({ result: 'sent' })) request = { status: 'sent', message: m.requestSent };
    return {
      status: 'result',
      address: c.address,
      canCheck,
      checkedAddress: c.checkedAddress,
      result: c.result,
      request,
    };
  }
  return c.fieldError
    ? { status: 'idle', address: c.address, canCheck, fieldError: c.fieldError }
    : { status: 'idle', address: c.address, canCheck };
}
