import type { ReactNode } from 'react';
import { Button, FacebookIcon, Hero, Link } from '@/components';
import { brand } from '../../domain/brand';
import { homeClaims, homeText as t } from './homeContent';

export { homeClaims };

export interface HomeScreenProps {
  /**
   * The coverage checker box in the hero (city input, Check, clear, result panel). Built by the
   * coverage feature and passed in by the home route; nothing shows while it is not given.
   */
  coverageChecker?: ReactNode;
  /** Everything below the hero (HomeSections); a slot, so the route can load it after the first bytes. */
  sections: ReactNode;
}

/** The home page: the hero, then its sections (HomeSections: Packages, About, Contact, calls to action; spec §2). */
export function HomeScreen({ coverageChecker, sections }: HomeScreenProps) {
  return (
    <>
      <div id="home">
        <Hero
          tone="accent"
          title={t.title}
          lead={t.lead}
          highlights={homeClaims}
          highlightsLabel={t.claimsLabel}
          actions={
            <>
              <Button href="/#packages" size="lg">
                {t.seePackages}
              </Button>
              <Link href={brand.social.facebook} external variant="standalone" icon={<FacebookIcon size="md" />}>
                {t.social}
              </Link>
              <Link href="/#packages" variant="standalone">
                {t.scroll}
              </Link>
            </>
          }
          aside={coverageChecker}
        />
      </div>

      {sections}
    </>
  );
}
