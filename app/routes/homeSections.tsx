/**
 * The home page below the hero (plan cards, about, contact form, calls to action) with their machines:
 * one chunk loaded after the page's first bytes. Prerendering waits for it, so its markup is in the page.
 */
import { HomeSections } from '../../src/features/site/HomeSections';
import HomeContactForm from './homeContact';
import HomePackagesSection from './homePackages';

export default function HomeBelowTheHero() {
  return <HomeSections packages={<HomePackagesSection />} contactForm={<HomeContactForm />} />;
}
