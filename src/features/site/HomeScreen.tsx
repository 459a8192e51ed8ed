import { Button } from '../../components/Button/Button';
import { Hero } from '../../components/Hero/Hero';
import { paths } from '../../domain/paths';

/** Home page claims: 99.2% uptime, speeds up to 200Mbps, 60+ student users. */
export const homeClaims = [
  { value: '99.2%', label: 'Uptime' },
  { value: '200Mbps', label: 'Speeds up to' },
  { value: '60+', label: 'Student users' },
] as const;

/** The home page hero. Packages, about and contact sections arrive with their issues. */
export function HomeScreen() {
  return (
    <Hero
      tone="inverse"
      title="Fast, reliable satellite internet across Ghana"
      lead="Student, home and business plans with unlimited data, paid in GH₵ by mobile money."
      highlights={homeClaims}
      highlightsLabel="Why customers choose us"
      actions={
        <>
          <Button href={paths.signup} size="lg">
            Get Started
          </Button>
          <Button href={paths.aiCoverage} size="lg" variant="secondary">
            Check coverage with AI
          </Button>
        </>
      }
    />
  );
}
