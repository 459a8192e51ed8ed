import { Inline, NetworkMark } from '@/components';
import { MOBILE_NETWORKS, NETWORK_NAMES } from '../../domain/format/phone';
import * as styles from './Payment.css';

/** Our own simple drawings of the three networks, with their names (no operator logos copied). */
export function NetworkLogos() {
  return (
    <Inline as="ul" gap="3" align="center" aria-label="Accepted networks">
      {MOBILE_NETWORKS.map((network) => (
        <li key={network} className={styles.logo}>
          <NetworkMark network={network} className={styles.mark} />
          <span>{NETWORK_NAMES[network]}</span>
        </li>
      ))}
    </Inline>
  );
}
