import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { plansOf } from '../../../src/domain/plans';
import { AboutScreen } from '../../../src/features/site/AboutScreen';
import { ContactForm } from '../../../src/features/site/ContactForm';
import { ContactScreen } from '../../../src/features/site/ContactScreen';
import { emptyContactValues } from '../../../src/features/site/rules';
import { ServicesScreen } from '../../../src/features/site/ServicesScreen';
import { withStoryRouting } from '../../support/routing';

/** The static public pages (no machine of their own): About, Services and Contact. */
const meta = {
  title: 'Screens/Site/Pages',
  decorators: [withStoryRouting],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = {
  render: () => <AboutScreen />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('We believe in data and communication');
    for (const heading of ['Our Mission', 'Core Values', 'Our Journey', 'Leadership Team', 'Legal Registration']) {
      await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    for (const value of ['Innovation', 'Reliability', 'Customer Focus', 'Community']) {
      await expect(canvas.getByRole('heading', { level: 3, name: value })).toBeVisible();
    }
    await expect(canvas.getByText('Reliable high-speed internet access')).toBeVisible();
    await expect(canvas.getByText('Affordable services through innovation and partnerships')).toBeVisible();
    // our illustrations: the mission's rooftop installation and a portrait per leader, all loaded
    const mission = canvas.getByRole('img', { name: /satellite dish/ });
    await expect(mission.tagName).toBe('IMG');
    const team = within(canvas.getByRole('list', { name: 'Leadership Team' })).getAllByRole('listitem');
    await expect(team).toHaveLength(6);
    const pictures = [mission, ...team.map((member) => member.querySelector('img'))] as HTMLImageElement[];
    await waitFor(() => expect(pictures.every((img) => img?.complete && img.naturalWidth > 0)).toBe(true));
    await expect(
      canvas.getByText(/registered as a limited company under Ghana's Companies Act 2019 \(Act 992\)/),
    ).toBeVisible();
    // no registration number is configured (src/domain/brand.ts): the page claims none
    await expect(canvas.queryByText(/Registration number/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services');
    await expect(canvas.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
    for (const claim of ['60+', '99.5%', '5+']) await expect(canvas.getAllByText(claim).length).toBeGreaterThan(0);
  },
};

export const AboutPicturesFail: Story = {
  name: 'About: pictures that fail to load',
  render: () => <AboutScreen missionImage="/images/about/gone.svg" portraitOf={() => '/images/about/gone.svg'} />,
  // the spec's fallbacks: an icon stands in for the mission image, each leader's initials for a portrait
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: /satellite dish/ }).tagName).toBe('SPAN'));
    const team = within(canvas.getByRole('list', { name: 'Leadership Team' })).getAllByRole('listitem');
    await waitFor(() => expect(within(team[0] as HTMLElement).getByText('KA')).toBeVisible());
    await waitFor(() => expect(within(team[5] as HTMLElement).getByText('AA')).toBeVisible());
    await expect(canvas.queryAllByRole('presentation').filter((el) => el.tagName === 'IMG')).toHaveLength(0);
  },
};

export const Services: Story = {
  render: () => <ServicesScreen plans={plansOf('residential')} />,
  play: async ({ canvas }) => {
    const plans = within(canvas.getByRole('list', { name: 'Our Plans' })).getAllByRole('listitem', { name: /./ });
    await expect(plans.map((p) => within(p).getAllByRole('heading')[0]?.textContent)).toEqual([
      'Student',
      'Home',
      'Business',
    ]);
    await expect(canvas.getByRole('link', { name: 'Learn More about the Student plan' })).toHaveAttribute(
      'href',
      '/about',
    );
    await expect(canvas.getByRole('link', { name: 'Start Your Business Plan' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'Schedule Consultation' }).getAttribute('href')).toMatch(/^mailto:/);
    await expect(canvas.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/signup');
  },
};

export const Contact: Story = {
  render: () => (
    <ContactScreen
      form={
        <ContactForm
          view={{ status: 'editing', kind: 'contact', values: emptyContactValues('contact'), fieldErrors: {} }}
          aria-label="Send us a message"
          onFieldChange={fn()}
          onSubmit={fn()}
          onReset={fn()}
        />
      }
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Send us a message' })).toBeVisible();
    for (const card of ['Phone', 'WhatsApp', 'Email', 'Address', 'Business Hours']) {
      await expect(canvas.getByRole('heading', { name: card })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: '+233 24 290 1234' })).toHaveAttribute(
      'href',
      'https://wa.me/233242901234',
    );
    await expect(canvas.getByText('Closed')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Business Address' })).toBeVisible();
  },
};
