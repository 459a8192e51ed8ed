import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AiCoverageScreen } from '../../../src/features/coverage/AiCoverageScreen';
import { ANALYSIS_DEFAULTS, analysisInputOf } from '../../../src/features/coverage/coverageAnalysis.machine';
import type { CoverageAnalysisView } from '../../../src/features/coverage/coverageAnalysis.view';
import { recommendCoverage } from '../../../src/features/coverage/recommend';

const form = { ...ANALYSIS_DEFAULTS, address: 'Osu, Accra' };
const fiber = recommendCoverage(analysisInputOf(form));
const rural = recommendCoverage(analysisInputOf({ ...form, region: 'Northern', zone: 'rural' }));
const view = (v: CoverageAnalysisView) => v;

const meta = {
  title: 'Screens/Coverage/AI coverage',
  component: AiCoverageScreen,
  decorators: [
    (Story) => (
      <RouterProvider navigate={fn()}>
        <Story />
      </RouterProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The /ai-coverage page, one story per state of the `coverageAnalysis` machine: the form with the §9 defaults and the placeholder prompt, analyzing, the recommendation (confidence badge, reasoning, satellite backup, alternatives) or the failure in a red box.',
      },
    },
  },
  args: {
    view: { form: ANALYSIS_DEFAULTS, outcome: { status: 'idle' } },
    onFieldChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof AiCoverageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  parameters: { machine: 'coverageAnalysis', state: 'idle' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'AI Coverage Recommendations' })).toBeVisible();
    for (const step of ['Location analysis', 'Requirements matching', 'Smart recommendations']) {
      await expect(canvas.getByRole('heading', { name: step })).toBeVisible();
    }
    await expect(canvas.getByText('85/15 Mbps')).toBeVisible();
    await expect(canvas.getByText('55/8 Mbps')).toBeVisible();
    const region = canvas.getByRole('combobox', { name: 'Region' });
    await expect(region).toHaveValue('Greater Accra');
    await expect(
      within(region)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Greater Accra',
      'Ashanti',
      'Western',
      'Central',
      'Eastern',
      'Northern',
      'Upper East',
      'Upper West',
      'Volta',
      'Bono',
      'Bono East',
      'Ahafo',
      'Oti',
      'Savannah',
      'North East',
      'Western North',
    ]);
    await userEvent.selectOptions(region, 'Savannah');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('region', 'Savannah');
    await expect(canvas.getByRole('combobox', { name: 'Zone' })).toHaveValue('urban');
    await expect(canvas.getByRole('textbox', { name: 'Minimum download (Mbps)' })).toHaveValue('50');
    await expect(canvas.getByRole('textbox', { name: 'Monthly budget (GH₵)' })).toHaveValue('200');
    await expect(canvas.getByText(/then press Get AI Recommendation/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Address/ }), 'O');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('address', 'O');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Business use' }));
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('businessUse', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Get AI Recommendation' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const links = canvas.getAllByRole('link').filter((l) => l.getAttribute('href') === '/contact');
    await expect(links).toHaveLength(2);
  },
};

export const IdleAddressMissing: Story = {
  name: 'Idle: address missing',
  parameters: { machine: 'coverageAnalysis', state: 'idle' },
  args: { view: view({ form: ANALYSIS_DEFAULTS, addressError: 'Address is required', outcome: { status: 'idle' } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Address/ })).toHaveAccessibleDescription('Address is required');
  },
};

export const Analyzing: Story = {
  parameters: { machine: 'coverageAnalysis', state: 'analyzing' },
  args: { view: view({ form, outcome: { status: 'analyzing' } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Analyzing with AI\.\.\./ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Result: Story = {
  name: 'Result: fiber, high confidence',
  parameters: { machine: 'coverageAnalysis', state: 'result' },
  args: { view: view({ form, outcome: { status: 'result', result: fiber } }) },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Recommended technology' });
    await expect(within(card).getByText('Fiber')).toBeVisible();
    await expect(within(card).getByText('95% confidence')).toBeVisible();
    await expect(within(card).getByText('Budget GH₵ 200 a month: Fiber costs about GH₵ 180.')).toBeVisible();
    const backup = canvas.getByRole('region', { name: 'Satellite backup' });
    await expect(backup).toHaveTextContent('GH₵ 450.00');
    await expect(backup).toHaveTextContent('75%');
    const alternatives = canvas.getByRole('region', { name: 'Alternatives' });
    await expect(within(alternatives).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const ResultLowConfidence: Story = {
  name: 'Result: rural, low confidence',
  parameters: { machine: 'coverageAnalysis', state: 'result' },
  args: { view: view({ form, outcome: { status: 'result', result: rural } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${rural.confidence}% confidence`)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { machine: 'coverageAnalysis', state: 'failed' },
  args: { view: view({ form, outcome: { status: 'failed', message: 'Analysis failed' } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Analysis failed');
  },
};

export const Mobile: Story = { ...Result, name: 'Result (mobile)', globals: { viewport: { value: 'mobile' } } };
