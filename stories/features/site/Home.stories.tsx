import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { plansOf } from '../../../src/domain/plans';
import { ContactForm } from '../../../src/features/site/ContactForm';
import { HomePackages } from '../../../src/features/site/HomePackages';
import { HomeScreen, homeClaims } from '../../../src/features/site/HomeScreen';
import { HomeSections } from '../../../src/features/site/HomeSections';
import { homeText } from '../../../src/features/site/homeContent';
import { emptyContactValues } from '../../../src/features/site/rules';
import { withStoryRouting } from '../../support/routing';

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  decorators: [withStoryRouting],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The home page (/): hero with the coverage checker slot, Packages with the Monthly/Yearly toggle (the `billingCycle` machine), About and Contact sections, calls to action. The route passes the residential plans of src/domain/plans.ts and the home contact form; the coverage feature fills `coverageChecker`.',
      },
    },
  },
  args: {
    sections: (
      <HomeSections
        packages={<HomePackages plans={plansOf('residential')} cycle="monthly" onCycleChange={fn()} />}
        contactForm={
          <ContactForm
            view={{ status: 'editing', kind: 'home', values: emptyContactValues('home'), fieldErrors: {} }}
            aria-label="Send us a message"
            onFieldChange={fn()}
            onSubmit={fn()}
            onReset={fn()}
          />
        }
      />
    ),
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(homeText.title);
    const claims = within(canvas.getByRole('list', { name: 'Why customers choose us' })).getAllByRole('listitem');
    await expect(claims.map((c) => c.textContent)).toEqual(homeClaims.map((c) => `${c.label}${c.value}`));
    await expect(canvas.getAllByRole('link', { name: 'See Packages' })[0]).toHaveAttribute('href', '/#packages');
    await expect(canvas.getByRole('link', { name: 'Scroll to explore' })).toHaveAttribute('href', '/#packages');
    await expect(canvas.getByRole('link', { name: /Follow us on Facebook/ })).toHaveAttribute('target', '_blank');
    const cards = canvas.getAllByRole('article');
    await expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Student', 'Home', 'Business']);
    await expect(within(cards[0] as HTMLElement).getByText('Most Popular')).toBeVisible();
    await expect(within(cards[0] as HTMLElement).getByText(/100\.00/)).toBeVisible();
    for (const card of cards) {
      const name = within(card).getByRole('heading').textContent;
      await expect(within(card).getByRole('link', { name: `Get Started: ${name}` })).toHaveAttribute(
        'href',
        '/contact',
      );
    }
    await expect(canvas.getByRole('link', { name: 'Contact Sales Team' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'Learn More about SkyLink Ghana' })).toHaveAttribute(
      'href',
      '/about',
    );
    await expect(canvas.getByText('Student Users')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Get an AI Coverage Recommendation' })).toHaveAttribute(
      'href',
      '/ai-coverage',
    );
  },
};

export const WithCoverageChecker: Story = {
  name: 'With the coverage checker slot filled',
  args: { coverageChecker: <section aria-label="Coverage checker">Coverage checker goes here</section> },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Coverage checker')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
