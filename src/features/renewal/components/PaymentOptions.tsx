import { useTranslation } from 'react-i18next';
import type { PaymentOption, RenewalOption } from '../../../api/renewal';
import type { ScheduledCharge } from '../../../api/renewal-pricing';
import { centsText, dayText } from '../format';
import * as styles from './Renewal.css';

interface PaymentOptionsProps {
  options: readonly { option: RenewalOption; schedule: ScheduledCharge[] }[];
  value: PaymentOption;
  onChange: (option: PaymentOption) => void;
  disabled: boolean;
}

/**
 * How to pay, with the dates and amounts for the people chosen. An option closed today stays on
 * screen, disabled, with why and its last day.
 */
export function PaymentOptions({ options, value, onChange, disabled }: PaymentOptionsProps) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('SEASON_RENEWAL.OPTIONS.LEGEND')}</legend>
      <ul className={styles.list}>
        {options.map(({ option, schedule }) => {
          const id = `renewal-option-${option.option}`;
          const lastDay = dayText(option.lastDay, i18n.language);
          return (
            <li key={option.option} className={styles.item}>
              <label className={styles.choice} htmlFor={id}>
                <input
                  id={id}
                  className={styles.control}
                  type="radio"
                  name="renewal-option"
                  value={option.option}
                  checked={value === option.option}
                  disabled={disabled || !option.open}
                  onChange={() => onChange(option.option)}
                  aria-describedby={`${id}-detail`}
                />
                {t(`SEASON_RENEWAL.OPTIONS.${option.option}`)}
              </label>
              <div id={`${id}-detail`} className={styles.block}>
                <p className={styles.text}>
                  {option.open ? t(`SEASON_RENEWAL.OPTIONS.${option.option}_OPEN`, { date: lastDay }) : t(`SEASON_RENEWAL.OPTIONS.CLOSED.${option.closedReason ?? 'past-deadline'}`, { date: lastDay })}
                </p>
                {schedule.length > 0 && (
                  <ul className={styles.lines}>
                    {schedule.map((charge) => (
                      <li key={charge.on} className={styles.lineRow}>
                        <span className={styles.lineTerm}>{dayText(charge.on, i18n.language)}</span>
                        <span className={styles.lineAmount}>{centsText(charge.amountCents, i18n.language)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
