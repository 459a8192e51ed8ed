/**
 * The home page's contact form, as its own chunk: its first view renders at once (prerendered, hydrated
 * with the section) and its machine loads when the browser is first idle or at the first keystroke.
 */
import { ConnectedContactForm } from '../../src/features/site/ConnectedContactForm';
import { homeText } from '../../src/features/site/homeContent';
import { siteServices } from '../services';

export default function HomeContactForm() {
  return <ConnectedContactForm services={siteServices} kind="home" label={homeText.formTitle} />;
}
