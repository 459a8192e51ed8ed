import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { ConnectedAiCoverage } from '../../../src/features/coverage/ConnectedAiCoverage';
import * as coverageAnalysisMachine from '../../../src/features/coverage/coverageAnalysis.machine';
import { type AnalysisInput, recommendCoverage } from '../../../src/features/coverage/recommend';
import { runNow } from '../../support/runNow';
import { clearLiveAnnouncer, createGate, type Gate } from '../auth/flowKit';

const machine = runNow(coverageAnalysisMachine);
let gate: Gate;
const analyze = fn(async (input: AnalysisInput) => {
  await gate.wait();
  return recommendCoverage(input);
});

/** The ConnectedAiCoverage the /ai-coverage route renders, with the analysis mocked. */
function AiCoverageFlow() {
  return (
    <RouterProvider navigate={fn()}>
      <ConnectedAiCoverage machine={machine} services={{ analyzeCoverage: analyze }} />
    </RouterProvider>
  );
}

const meta = {
  title: 'Flows/Coverage/AI coverage',
  component: AiCoverageFlow,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    clearLiveAnnouncer();
    gate = createGate();
    analyze.mockClear();
  },
} satisfies Meta<typeof AiCoverageFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultsGiveAResult: Story = {
  name: 'The defaults and an address give a recommendation (result)',
  parameters: { machine: 'coverageAnalysis', state: 'result' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get AI Recommendation' }));
    await expect(canvas.getByRole('textbox', { name: /Address/ })).toHaveAccessibleDescription('Address is required');
    await userEvent.type(canvas.getByRole('textbox', { name: /Address/ }), 'Osu, Accra');
    await userEvent.click(canvas.getByRole('button', { name: 'Get AI Recommendation' }));
    await expect(await canvas.findByRole('button', { name: /Analyzing with AI\.\.\./ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    gate.open();
    await expect(await canvas.findByText('95% confidence')).toBeVisible();
    await expect(analyze).toHaveBeenCalledWith({
      address: 'Osu, Accra',
      region: 'Greater Accra',
      zone: 'urban',
      minDownload: 50,
      minUpload: 10,
      maxLatency: 50,
      budget: 200,
      businessUse: false,
      redundancyRequired: false,
    });
    clearLiveAnnouncer();
  },
};

export const AnalysisFails: Story = {
  name: 'The analysis fails: the message in a red box (failed)',
  parameters: { machine: 'coverageAnalysis', state: 'failed' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Address/ }), 'Tamale');
    await userEvent.click(canvas.getByRole('button', { name: 'Get AI Recommendation' }));
    gate.fail('Analysis failed');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Analysis failed');
  },
};
