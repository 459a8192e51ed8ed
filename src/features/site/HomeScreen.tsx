import { Button } from '../../components/Button/Button';
import { paths } from '../../domain/paths';
import * as styles from './HomeScreen.css';

/** Home page claims (spec §1: 99.2% uptime, speeds up to 200Mbps, 60+ student users). */
export const homeClaims = [
  { value: '99.2%', label: 'Uptime' },
  { value: '200Mbps', label: 'Speeds up to' },
  { value: '60+', label: 'Student users' },
] as const;

/** The home page hero. Packages, about and contact sections arrive with their issues. */
export function HomeScreen() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.inner}>
        <h1 id="home-title" className={styles.title}>
          Fast, reliable satellite internet across Ghana
        </h1>
        <p className={styles.lead}>
          Student, home and business plans with unlimited data, paid in GH₵ by mobile money.
        </p>
        <ul className={styles.claims} aria-label="Why customers choose us">
          {homeClaims.map((c) => (
            <li key={c.label}>
              <span className={styles.claimLabel}>{c.label}</span>
              <span className={styles.claimValue}>{c.value}</span>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Button href={paths.signup} size="lg">
            Get Started
          </Button>
          <Button href={paths.aiCoverage} size="lg" variant="secondary">
            Check coverage with AI
          </Button>
        </div>
      </div>
    </section>
  );
}
