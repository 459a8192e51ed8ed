import { type ReactNode, useId } from 'react';
import { Card, Stack } from '@/components';
import * as styles from './AuthLayout.css';

export interface Claim {
  value: string;
  label: string;
}

export interface AuthLayoutProps {
  /** The page heading (h1). */
  title: string;
  subtitle?: ReactNode;
  /** Marketing panel beside the form (stacked under it on small screens). */
  promo?: { title: string; text: string; claims: readonly Claim[] };
  children: ReactNode;
  /** Lets a screen move focus to the heading when its content changes (e.g. the 'sent' screen). */
  titleRef?: React.Ref<HTMLHeadingElement>;
}

/** Frame shared by the account screens: a card with the heading and form, and a promo panel. */
export function AuthLayout({ title, subtitle, promo, children, titleRef }: AuthLayoutProps) {
  const titleId = useId();
  const promoId = useId();
  return (
    <div className={promo ? styles.page : `${styles.page} ${styles.pageSingle}`}>
      {promo ? (
        <aside className={styles.promo} aria-labelledby={promoId}>
          <h2 id={promoId} className={styles.promoTitle}>
            {promo.title}
          </h2>
          <p className={styles.promoText}>{promo.text}</p>
          <ul className={styles.claims}>
            {promo.claims.map((c) => (
              <li key={c.label} className={styles.claim}>
                <span className={styles.claimLabel}>{c.label}</span>
                <span className={styles.claimValue}>{c.value}</span>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
      <section className={styles.panel} aria-labelledby={titleId}>
        <Card padding="lg" className={styles.card}>
          <Stack gap="2">
            <h1 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
              {title}
            </h1>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </Stack>
          {children}
        </Card>
      </section>
    </div>
  );
}
