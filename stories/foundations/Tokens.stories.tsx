import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contrastReport } from '../../src/theme/tokens.generated';
import { OtherScales, PrimitivePalette, Radii, SemanticColors, Shadows, Spacing, TypeScale } from './TokenDocs';

const meta = {
  title: 'Foundations/Design tokens',
  parameters: {
    docs: {
      description: {
        component:
          'Rendered from design-tokens/*.tokens.json (W3C DTCG) through `npm run tokens`. Components use only the semantic set through `vars` from src/theme; the token build fails when a listed text/background pair is below WCAG AA.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColorsLight: Story = {
  name: 'Semantic colours (light)',
  render: () => <SemanticColors theme="light" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('color.text.primary')).toBeVisible();
    await expect(contrastReport.every((r) => r.ratio >= r.min)).toBe(true);
  },
};

export const ColorsDark: Story = {
  name: 'Semantic colours (dark)',
  parameters: { theme: 'dark' },
  render: () => <SemanticColors theme="dark" />,
};

export const Palette: Story = { name: 'Primitive palette', render: () => <PrimitivePalette /> };
export const Typography: Story = { render: () => <TypeScale /> };
export const Space: Story = { render: () => <Spacing /> };
export const Radius: Story = { render: () => <Radii /> };
export const Shadow: Story = { render: () => <Shadows /> };
export const MotionBreakpointsLayers: Story = {
  name: 'Motion, breakpoints, z-index, sizes',
  render: () => <OtherScales />,
};
