import { useId } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import {
  MOBILE_NETWORKS,
  type MobileNetwork,
  NETWORK_NAMES,
  NETWORK_USSD,
  NETWORK_WALLETS,
} from '../../domain/format/phone';
import { CheckIcon } from '../Icon/Icon';
import { cx } from '../private/cx';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/field/FieldParts';
import * as styles from './MobileNetworkPicker.css';
import { NetworkMark } from './NetworkMark';

export interface MobileNetworkPickerProps {
  label?: string;
  value?: MobileNetwork | null;
  defaultValue?: MobileNetwork | null;
  onChange?: (network: MobileNetwork) => void;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Networks that cannot be chosen right now. */
  disabledNetworks?: readonly MobileNetwork[];
  /** Show the wallet's USSD code under its name. */
  showUssd?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/**
 * Choose the mobile money network (MTN, Telecel, AT) as three selectable cards: a radio group, so Tab
 * enters at the selected card and arrow keys move and select. Names, wallets and USSD menus come from the
 * domain's one table (`NETWORK_BRANDS`); the marks are our own drawings, not the operators' logos. Use it
 * in mobile money payment forms only.
 */
export function MobileNetworkPicker({
  label = 'Mobile money network',
  description,
  errorMessage,
  disabledNetworks = [],
  showUssd = false,
  onChange,
  className,
  ...rest
}: MobileNetworkPickerProps) {
  const uid = useId();
  return (
    <RadioGroup
      {...rest}
      onChange={(next) => onChange?.(next as MobileNetwork)}
      orientation="horizontal"
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={cx(styles.group, className)}
    >
      <FieldLabel label={label} isRequired={rest.isRequired} />
      <FieldDescription>{description}</FieldDescription>
      <div className={styles.cards}>
        {MOBILE_NETWORKS.map((network) => {
          const detailId = `${uid}-${network}`;
          return (
            <Radio
              key={network}
              value={network}
              isDisabled={disabledNetworks.includes(network)}
              aria-describedby={detailId}
              className={styles.card}
            >
              {({ isSelected }) => (
                <>
                  <NetworkMark network={network} />
                  <span className={styles.cardText}>
                    <span className={styles.name}>{NETWORK_NAMES[network]}</span>
                    <span id={detailId} className={styles.method} aria-hidden="true">
                      {NETWORK_WALLETS[network]}
                      {showUssd ? ` · ${NETWORK_USSD[network]}` : ''}
                    </span>
                  </span>
                  <span className={styles.check} aria-hidden="true">
                    {isSelected ? <CheckIcon size="sm" /> : null}
                  </span>
                </>
              )}
            </Radio>
          );
        })}
      </div>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RadioGroup>
  );
}
