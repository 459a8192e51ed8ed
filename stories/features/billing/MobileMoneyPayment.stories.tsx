/**
 * Longer than 300 lines: one story per state of the mobile money machine (the story-coverage test requires
 * each), with their play functions.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paths } from '../../../src/domain/paths';
import { MobileMoneyPaymentScreen } from '../../../src/features/billing/MobileMoneyPaymentScreen';
import { BILLING_MESSAGES, paymentFailedReason, paymentValidationFailed } from '../../../src/features/billing/messages';
import type { MobileMoneyContext } from '../../../src/features/billing/mobileMoneyPayment.machine';
import { toMobileMoneyView } from '../../../src/features/billing/mobileMoneyPayment.view';
import { catalogPlan, mobileMoneyContext, samplePayment, snapshotAt, supportContact } from './billingKit';

const at = (state: string, context: Partial<MobileMoneyContext> = {}) =>
  toMobileMoneyView(snapshotAt(state, mobileMoneyContext(context)));

const meta = {
  title: 'Screens/Billing/Mobile money payment',
  component: MobileMoneyPaymentScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The /payment/mobile-money/:planId page, one story per state of the `mobileMoneyPayment` machine, rendered from the view model (`toMobileMoneyView`). Details (plan, speed, data, cycle, total), the mobile money form with auto-detection, processing (approve on your phone, elapsed time) and complete. Use it only through its route, which feeds it the machine snapshot; it does no fetching itself.',
      },
    },
  },
  args: {
    view: at('details'),
    onCycleChange: fn(),
    onContinue: fn(),
    onBack: fn(),
    onNumberChange: fn(),
    onNetworkChange: fn(),
    onSubmit: fn(),
    onCancelPayment: fn(),
    onChangeNumber: fn(),
    onVoucherChange: fn(),
    onVoucherSubmit: fn(),
    onNumberChoose: fn(),
  },
} satisfies Meta<typeof MobileMoneyPaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Resuming: Story = {
  parameters: { machine: 'mobileMoneyPayment', state: 'resuming' },
  args: { view: at('resuming') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checking for a payment in progress...')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Packages' })).toHaveAttribute('href', paths.packages);
  },
};

export const Details: Story = {
  parameters: { machine: 'mobileMoneyPayment', state: 'details' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mobile Money Payment' })).toBeVisible();
    const progress = canvas.getByRole('list', { name: 'Payment progress' });
    for (const step of ['Plan Details', 'Payment', 'Complete'])
      await expect(within(progress).getByText(step)).toBeVisible();
    await expect(canvas.getByText('Standard Internet')).toBeVisible();
    await expect(canvas.getByText('25 Mbps')).toBeVisible();
    await expect(canvas.getByText('Unlimited')).toBeVisible();
    await expect(canvas.getByText('GH₵ 100.00')).toBeVisible();
    await expect(canvas.getByText('Save 17%')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Yearly/ }));
    await expect(args.onCycleChange).toHaveBeenCalledWith('yearly');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Payment' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const DetailsYearly: Story = {
  name: 'Details: yearly',
  parameters: { machine: 'mobileMoneyPayment', state: 'details' },
  args: { view: at('details', { cycle: 'yearly', plan: catalogPlan('plan_basic_monthly') }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Total:/)).toHaveTextContent('Total: GH₵ 500.00/year');
    await expect(canvas.getByText('100 GB')).toBeVisible();
  },
};

export const Payment: Story = {
  parameters: { machine: 'mobileMoneyPayment', state: 'payment' },
  args: { view: at('payment') },
  play: async ({ canvas, args }) => {
    const networks = canvas.getByRole('list', { name: 'Accepted networks' });
    for (const name of ['MTN', 'Telecel', 'AT (AirtelTigo)'])
      await expect(within(networks).getByText(name, { selector: 'span' })).toBeVisible();
    await expect(
      canvas.getByText(/processed securely through our card and mobile money payment provider/),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile money number/ }), '0');
    await expect(args.onNumberChange).toHaveBeenCalledWith('0');
    // no number yet: Pay waits, and says why next to it
    await expect(canvas.getByRole('button', { name: 'Pay GH₵ 100.00' })).toBeDisabled();
    await expect(canvas.getByText('Please enter mobile number and select network')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Plan Details' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const PaymentSchedulesChange: Story = {
  name: 'Payment: the plan starts when the current one ends',
  parameters: { machine: 'mobileMoneyPayment', state: 'payment' },
  args: { view: at('payment', { startsAt: Date.UTC(2026, 11, 26, 9) }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'You will receive a prompt on your phone to approve this payment. Payment takes 1-3 minutes. Standard Internet starts on 26 Dec 2026, when your current plan ends, with SMS confirmation.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/Service activates immediately/)).toBeNull();
  },
};

export const PaymentAfterCancel: Story = {
  name: 'Payment: after Cancel, the first prompt may still ring',
  parameters: { machine: 'mobileMoneyPayment', state: 'payment' },
  args: { view: at('payment', { promptLeftOn: '024 XXX 0111' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'If a prompt still arrives on 024 XXX 0111, decline it.',
    );
  },
};

export const PaymentAutoDetected: Story = {
  name: 'Payment: network auto-detected',
  parameters: { machine: 'mobileMoneyPayment', state: 'payment' },
  args: { view: at('payment', { number: '0551234987', autoDetected: 'Auto-detected: MTN | 055 123 4987' }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: /Mobile money number/ })).toHaveAccessibleDescription(
      expect.stringContaining('Auto-detected: MTN | 055 123 4987'),
    );
    // a valid number: Pay goes
    await userEvent.click(canvas.getByRole('button', { name: 'Pay GH₵ 100.00' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const PaymentInvalidNumber: Story = {
  name: 'Payment: invalid number',
  parameters: { machine: 'mobileMoneyPayment', state: 'payment' },
  args: {
    view: at('payment', {
      number: '12345',
      numberError: 'Please enter a valid 10-digit mobile number starting with 0',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Mobile money number/ })).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid 10-digit mobile number starting with 0'),
    );
    // the button is disabled while the number is not valid, with the same reason beside it
    await expect(canvas.getByRole('button', { name: 'Pay GH₵ 100.00' })).toBeDisabled();
    await expect(canvas.getAllByText('Please enter a valid 10-digit mobile number starting with 0')).toHaveLength(2);
  },
};

export const PaymentError: Story = {
  name: 'Payment: Payment Error with retry line',
  parameters: { machine: 'mobileMoneyPayment', state: 'payment' },
  args: {
    view: at('payment', {
      number: '0551234987',
      payment: samplePayment('failed'),
      error: {
        user_friendly_message: paymentFailedReason(BILLING_MESSAGES.declined),
        retry_suggested: true,
        support_contact: supportContact,
      },
    }),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText('Payment Error')).toBeVisible();
    await expect(within(alert).getByText('Payment failed: The payment was declined on your phone.')).toBeVisible();
    await expect(within(alert).getByText(`You can try again or contact support at ${supportContact}`)).toBeVisible();
  },
};

export const PaymentValidationError: Story = {
  name: 'Payment: the server refused the input (Payment validation failed)',
  parameters: { machine: 'mobileMoneyPayment', state: 'payment' },
  args: {
    view: at('payment', {
      number: '0551234987',
      error: {
        user_friendly_message: paymentValidationFailed('Please enter a valid 10-digit mobile number starting with 0'),
        retry_suggested: false,
        support_contact: supportContact,
      },
    }),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText('Payment Error')).toBeVisible();
    await expect(
      within(alert).getByText('Payment validation failed: Please enter a valid 10-digit mobile number starting with 0'),
    ).toBeVisible();
    // the customer must change something: no retry line
    await expect(within(alert).queryByText(/You can try again/)).toBeNull();
  },
};

export const PaymentInProgressElsewhere: Story = {
  name: 'Payment: another payment in progress',
  parameters: { machine: 'mobileMoneyPayment', state: 'payment' },
  args: {
    view: at('payment', {
      number: '0551234987',
      error: {
        user_friendly_message: BILLING_MESSAGES.paymentInProgress,
        retry_suggested: false,
        support_contact: supportContact,
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(BILLING_MESSAGES.paymentInProgress);
    await expect(canvas.queryByText(/You can try again/)).toBeNull();
  },
};

const saved = { masked: '055XXXX987', network: 'MTN' } as const;

export const PaymentSavedNumber: Story = {
  name: 'Payment: the number last paid with (renewal link)',
  parameters: { machine: 'mobileMoneyPayment', state: 'payment' },
  args: {
    view: at('payment', { startAt: 'payment', saved, useSaved: true }),
    frame: 'embedded',
  },
  play: async ({ canvas, args }) => {
    const from = canvas.getByRole('radiogroup', { name: 'Pay from' });
    await expect(within(from).getByRole('radio', { name: '055XXXX987 (MTN)' })).toBeChecked();
    // the saved number is paid with as it is: no field to type it, nothing blocks Pay
    await expect(canvas.queryByRole('textbox', { name: /Mobile money number/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Back to Plan Details' })).toBeNull();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay GH₵ 100.00' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(within(from).getByRole('radio', { name: 'Another number or network' }));
    await expect(args.onNumberChoose).toHaveBeenCalledWith(false);
  },
};

export const PaymentSavedNumberAnother: Story = {
  name: 'Payment: another number than the one last paid with',
  parameters: { machine: 'mobileMoneyPayment', state: 'payment' },
  args: {
    view: at('payment', { startAt: 'payment', saved, useSaved: false }),
    frame: 'embedded',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Another number or network' })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile money number/ }), '0');
    await expect(args.onNumberChange).toHaveBeenCalledWith('0');
    await expect(canvas.getByRole('radiogroup', { name: /Network/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '055XXXX987 (MTN)' }));
    await expect(args.onNumberChoose).toHaveBeenCalledWith(true);
  },
};

export const Submitting: Story = {
  parameters: { machine: 'mobileMoneyPayment', state: 'submitting' },
  args: { view: at('submitting', { number: '0551234987' }) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Starting payment\.\.\./ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const processing = (network: 'MTN' | 'VODAFONE' | 'AIRTELTIGO', polls: number) =>
  at('processing.waiting', { number: '0551234987', network, payment: samplePayment('processing', { network }), polls });

export const Processing: Story = {
  parameters: { machine: 'mobileMoneyPayment', state: 'processing' },
  args: { view: processing('MTN', 5) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Waiting for your approval' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/Dial \*170# if no prompt appears/);
    await expect(canvas.getByText('0:15')).toBeVisible();
    await expect(canvas.getByText('SKY-1763805600000-A1B2C3')).toBeVisible();
    // a way out while waiting
    await userEvent.click(canvas.getByRole('button', { name: 'Use another number' }));
    await expect(args.onChangeNumber).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelPayment).toHaveBeenCalledTimes(1);
  },
};

export const Cancelling: Story = {
  name: 'Cancelling (the customer stopped waiting)',
  parameters: { machine: 'mobileMoneyPayment', state: 'cancelling' },
  args: {
    view: at('cancelling', { number: '0551234987', payment: samplePayment('processing'), polls: 4 }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Waiting for your approval' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Cancelling/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use another number' })).toBeDisabled();
  },
};

export const ProcessingWaitingTelecel: Story = {
  name: 'Processing: waiting (Telecel *110#)',
  parameters: { machine: 'mobileMoneyPayment', state: 'processing.waiting' },
  args: { view: processing('VODAFONE', 0) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Dial \*110# if no prompt appears/)).toBeVisible();
    await expect(canvas.getByText('0:00')).toBeVisible();
  },
};

export const ProcessingPollingAt: Story = {
  name: 'Processing: polling (AT *110#)',
  parameters: { machine: 'mobileMoneyPayment', state: 'processing.polling' },
  args: { view: processing('AIRTELTIGO', 21) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Dial \*110# if no prompt appears/)).toBeVisible();
    await expect(canvas.getByText('1:03')).toBeVisible();
  },
};

export const ProcessingReconnecting: Story = {
  name: 'Processing: reconnecting (a poll failed, offline)',
  parameters: { machine: 'mobileMoneyPayment', state: 'processing.reconnecting' },
  args: {
    view: at('processing.reconnecting', {
      number: '0551234987',
      payment: samplePayment('processing'),
      polls: 7,
      connectionLost: true,
    }),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Connection lost');
    await expect(alert).toHaveTextContent(BILLING_MESSAGES.connectionLost);
    // still the processing step: the instruction, the reference and the time stay
    await expect(canvas.getByRole('heading', { name: 'Waiting for your approval' })).toBeVisible();
    await expect(canvas.getByText('SKY-1763805600000-A1B2C3')).toBeVisible();
    await expect(canvas.getByText('0:21')).toBeVisible();
  },
};

const VOUCHER_TEXT = 'Please dial *110# to generate a voucher code. Then input the voucher';
const voucherPayment = samplePayment('processing', {
  network: 'VODAFONE',
  display_text: VOUCHER_TEXT,
  awaiting_otp: true,
});
const voucher = (state: string, context: Partial<MobileMoneyContext> = {}) =>
  at(state, { number: '0201234110', network: 'VODAFONE', payment: voucherPayment, voucher: '', ...context });

export const Voucher: Story = {
  name: 'Voucher (Telecel asks for a voucher code)',
  parameters: { machine: 'mobileMoneyPayment', state: 'voucher' },
  args: { view: voucher('voucher.entering') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Enter your voucher code' })).toBeVisible();
    // the network's own instruction, announced
    await expect(canvas.getByRole('status')).toHaveTextContent(VOUCHER_TEXT);
    await expect(canvas.getByRole('status')).toHaveTextContent('Telecel voucher');
    const field = canvas.getByRole('textbox', { name: /Voucher code/ });
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Digits only'));
    await userEvent.type(field, '1');
    await expect(args.onVoucherChange).toHaveBeenCalledWith('1');
    await expect(canvas.getByText('GH₵ 100.00')).toBeVisible();
    await expect(canvas.getByText('SKY-1763805600000-A1B2C3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelPayment).toHaveBeenCalledTimes(1);
  },
};

export const VoucherEntering: Story = {
  name: 'Voucher: entering, sent with Enter',
  parameters: { machine: 'mobileMoneyPayment', state: 'voucher.entering' },
  args: { view: voucher('voucher.entering', { voucher: '123456' }) },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: /Voucher code/ });
    await expect(field).toHaveValue('123456');
    await expect(field).not.toHaveAttribute('aria-invalid');
    // keyboard only: Enter in the field sends it
    field.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onVoucherSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit voucher' }));
    await expect(args.onVoucherSubmit).toHaveBeenCalledTimes(2);
  },
};

export const VoucherRejected: Story = {
  name: 'Voucher: the network refused the code (error at the field)',
  parameters: { machine: 'mobileMoneyPayment', state: 'voucher.entering' },
  args: { view: voucher('voucher.entering', { voucher: '654321', voucherError: BILLING_MESSAGES.voucherRejected }) },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: /Voucher code/ });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(BILLING_MESSAGES.voucherRejected));
    // the payment is still open: the customer can send another code
    await expect(canvas.getByRole('button', { name: 'Submit voucher' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const VoucherUnreachable: Story = {
  name: 'Voucher: the code did not reach the network (error box)',
  parameters: { machine: 'mobileMoneyPayment', state: 'voucher.entering' },
  args: {
    view: voucher('voucher.entering', {
      voucher: '123456',
      error: {
        user_friendly_message: BILLING_MESSAGES.providerError,
        retry_suggested: true,
        support_contact: supportContact,
      },
    }),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText('Payment Error')).toBeVisible();
    await expect(within(alert).getByText(BILLING_MESSAGES.providerError)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Voucher code/ })).not.toHaveAttribute('aria-invalid');
  },
};

export const VoucherSubmitting: Story = {
  name: 'Voucher: submitting',
  parameters: { machine: 'mobileMoneyPayment', state: 'voucher.submitting' },
  args: { view: voucher('voucher.submitting', { voucher: '123456' }) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Checking voucher\.\.\./ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onVoucherSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Use another number' })).toBeDisabled();
  },
};

export const Complete: Story = {
  parameters: { machine: 'mobileMoneyPayment', state: 'complete' },
  args: {
    view: at('complete', { payment: samplePayment('succeeded') }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Payment Successful! Your subscription has been activated.')).toBeVisible();
    const card = within(canvas.getByRole('region', { name: 'Payment complete' }));
    await expect(card.getByText('Standard Internet (monthly)')).toBeVisible();
    await expect(card.getByText('6 Jan 2027')).toBeVisible();
    await expect(card.queryByText('Starts on')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View Receipt' })).toHaveAttribute(
      'href',
      paths.receipt('pay_7f3a9c'),
    );
    await expect(canvas.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', paths.dashboard);
    await expect(canvas.getByRole('link', { name: 'View Packages' })).toHaveAttribute('href', paths.packages);
  },
};

export const CompleteSchedulesChange: Story = {
  name: 'Complete: the plan starts when the current one ends',
  parameters: { machine: 'mobileMoneyPayment', state: 'complete' },
  args: {
    view: at('complete', {
      payment: samplePayment('succeeded', {
        service: {
          planName: 'Standard Internet',
          cycle: 'monthly',
          paidUntil: Date.UTC(2027, 0, 26, 9),
          startsAt: Date.UTC(2026, 11, 26, 9),
        },
      }),
      startsAt: Date.UTC(2026, 11, 26, 9),
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Payment Successful! Standard Internet starts on 26 Dec 2026, when your current plan ends.'),
    ).toBeVisible();
    const card = within(canvas.getByRole('region', { name: 'Payment complete' }));
    await expect(card.getByText('Starts on')).toBeVisible();
    await expect(card.getByText('26 Dec 2026')).toBeVisible();
    await expect(card.getByText('26 Jan 2027')).toBeVisible();
    await expect(canvas.queryByText(/has been activated/)).toBeNull();
  },
};
