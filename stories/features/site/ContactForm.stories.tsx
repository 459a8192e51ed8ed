import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ContactForm } from '../../../src/features/site/ContactForm';
import type { ContactFormView } from '../../../src/features/site/contactForm.view';
import { CONTACT_MESSAGES as m } from '../../../src/features/site/messages';
import { type ContactValues, contactMailto, emptyContactValues } from '../../../src/features/site/rules';

const filled: ContactValues = {
  name: 'Ama Mensah',
  email: 'ama.mensah@example.com',
  phone: '024 123 4567',
  company: '',
  subject: 'billing',
  serviceType: '',
  message: 'Can I pay for a year at once with mobile money?',
};
const filledPage: ContactValues = { ...filled, subject: 'Office connection', serviceType: 'business' };

const meta = {
  title: 'Screens/Site/ContactForm',
  component: ContactForm,
  parameters: {
    docs: {
      description: {
        component:
          "The contact form of the home page (`kind: 'home'`: subject options, phone optional, 5 rows, 'Sending Message...') and of /contact (`kind: 'contact'`: service type defaulting to residential, phone required, 6 rows, the 'Message Sent!' screen). One story per state of the `contactForm` machine. When our server cannot take a message, the error offers the visitor's mail client with the whole message written out.",
      },
    },
  },
  args: {
    view: { status: 'editing', kind: 'home', values: emptyContactValues('home'), fieldErrors: {} },
    onFieldChange: fn(),
    onSubmit: fn(),
    onReset: fn(),
    'aria-label': 'Send us a message',
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;
const view = (v: ContactFormView) => v;

export const HomeEditing: Story = {
  name: 'Home: editing',
  parameters: { machine: 'contactForm', state: 'editing' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveAttribute('rows', '5');
    await expect(canvas.getByRole('textbox', { name: /Phone Number/ })).not.toBeRequired();
    const subject = canvas.getByRole('combobox', { name: /Subject/ });
    for (const label of [
      'New Service Inquiry',
      'Technical Support',
      'Billing Question',
      'Enterprise Solutions',
      'Other',
    ]) {
      await expect(canvas.getByRole('option', { name: label })).toBeInTheDocument();
    }
    await userEvent.selectOptions(subject, 'billing');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('subject', 'billing');
    await userEvent.type(canvas.getByRole('textbox', { name: /Full Name/ }), 'A');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('name', 'A');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const HomeFieldErrors: Story = {
  name: 'Home: field errors',
  parameters: { machine: 'contactForm', state: 'editing' },
  args: {
    view: view({
      status: 'editing',
      kind: 'home',
      values: { ...emptyContactValues('home'), email: 'ama@' },
      fieldErrors: {
        name: m.nameRequired,
        email: m.emailInvalid,
        subject: m.subjectRequired,
        message: m.messageRequired,
      },
    }),
  },
  play: async ({ canvas }) => {
    for (const text of [m.nameRequired, m.emailInvalid, m.subjectRequired, m.messageRequired]) {
      await expect(canvas.getAllByText(text).length).toBeGreaterThan(0);
    }
  },
};

export const HomeSubmitting: Story = {
  name: 'Home: submitting',
  parameters: { machine: 'contactForm', state: 'submitting' },
  args: { view: view({ status: 'submitting', kind: 'home', values: filled, fieldErrors: {} }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sending Message\.\.\./ })).toBeInTheDocument();
  },
};

export const HomeConfirming: Story = {
  name: 'Home: confirming (the 1 s before the thank-you)',
  parameters: { machine: 'contactForm', state: 'confirming' },
  args: { view: view({ status: 'submitting', kind: 'home', values: filled, fieldErrors: {} }) },
};

export const HomeSent: Story = {
  name: 'Home: sent',
  parameters: { machine: 'contactForm', state: 'sent' },
  args: { view: view({ status: 'sent', kind: 'home', values: emptyContactValues('home'), fieldErrors: {} }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(m.homeThanks);
    await expect(canvas.getByRole('textbox', { name: /Full Name/ })).toHaveValue('');
  },
};

export const HomeFailed: Story = {
  name: 'Home: failed, with the mail fallback',
  parameters: { machine: 'contactForm', state: 'failed' },
  args: {
    view: view({
      status: 'failed',
      kind: 'home',
      values: filled,
      fieldErrors: {},
      message: m.homeError,
      fallbackHref: contactMailto('services@skylinkghana.com', filled),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.homeError);
    const link = canvas.getByRole('link', { name: m.fallbackLink });
    await expect(link.getAttribute('href')).toContain(
      `subject=${encodeURIComponent('New Contact Form Message: Billing Question')}`,
    );
  },
};

export const PageEditing: Story = {
  name: 'Contact page: editing',
  parameters: { machine: 'contactForm', state: 'editing' },
  args: { view: view({ status: 'editing', kind: 'contact', values: emptyContactValues('contact'), fieldErrors: {} }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveAttribute('rows', '6');
    await expect(canvas.getByRole('textbox', { name: /Phone Number/ })).toBeRequired();
    await expect(canvas.getByRole('combobox', { name: /Service Type/ })).toHaveValue('residential');
  },
};

export const PageSubmitting: Story = {
  name: 'Contact page: submitting',
  parameters: { machine: 'contactForm', state: 'submitting' },
  args: { view: view({ status: 'submitting', kind: 'contact', values: filledPage, fieldErrors: {} }) },
};

export const PageSent: Story = {
  name: 'Contact page: Message Sent!',
  parameters: { machine: 'contactForm', state: 'sent' },
  args: { view: view({ status: 'sent', kind: 'contact', values: emptyContactValues('contact'), fieldErrors: {} }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: m.sentTitle })).toBeVisible();
    await expect(canvas.getByText(m.sentText)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: m.sendAnother }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

export const PageFailed: Story = {
  name: 'Contact page: failed, with the mail fallback',
  parameters: { machine: 'contactForm', state: 'failed' },
  args: {
    view: view({
      status: 'failed',
      kind: 'contact',
      values: filledPage,
      fieldErrors: {},
      message: m.pageError,
      fallbackHref: contactMailto('services@skylinkghana.com', filledPage),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.pageError);
  },
};
