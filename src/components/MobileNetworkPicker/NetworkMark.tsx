import type { MobileNetwork } from '../../domain/format/phone';
import { cx } from '../private/cx';
import * as styles from './MobileNetworkPicker.css';

/**
 * Our own simple marks for the three networks (a coloured tile with the initials of today's names:
 * MTN, T for Telecel, AT), deliberately not the operators' trademarked logos. Decorative: the network name is always written next to it.
 */
export function NetworkMark({ network, className }: { network: MobileNetwork; className?: string }) {
  const initials = network === 'MTN' ? 'MTN' : network === 'VODAFONE' ? 'T' : 'AT';
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={cx(styles.mark, className)}>
      <rect x="0" y="0" width="40" height="40" rx="10" className={styles.tile[network]} />
      {network === 'VODAFONE' ? (
        <circle cx="20" cy="20" r="12" className={`${styles.onTile[network]} ${styles.ring}`} />
      ) : null}
      {network === 'AIRTELTIGO' ? (
        <path d="M6 31c8-6 20-6 28 0" className={`${styles.onTile[network]} ${styles.ring}`} />
      ) : null}
      <text
        x="20"
        y={network === 'VODAFONE' ? 26 : 24}
        textAnchor="middle"
        fontSize={network === 'VODAFONE' ? 16 : 12}
        className={`${styles.onTile[network]} ${styles.markText} ${styles.textStroke}`}
      >
        {initials}
      </text>
    </svg>
  );
}
