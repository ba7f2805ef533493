import { useId } from 'react';
import { Trans } from 'react-i18next';
import type { PassPageContent } from '../../data/passes';
import { PassTypesTable } from './PassTypesTable';
import { YouthPriceTable } from './YouthPriceTable';
import { usePassText } from './usePassText';
import * as page from './page.css';
import * as styles from './PassPrice.css';

interface PassPriceProps {
  content: PassPageContent;
  className?: string;
  /** Values every text may use (the season and the next one). */
  extra: Record<string, string>;
}

/** The price block: the "desde" figure, a table where prices vary, and the rules that change them. */
export function PassPrice({ content, extra, className }: PassPriceProps) {
  const { t, text, price, valuesOf } = usePassText(extra);
  const headingId = useId();
  return (
    <section className={[page.card, className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId} className={page.heading}>
        {t('PASSES.SECTIONS.PRICE')}
      </h2>
      {content.fromPrice !== undefined ? (
        <p className={styles.from}>
          <Trans
            t={t}
            i18nKey="PASSES.PRICE_FROM"
            values={{ price: price(content.fromPrice) }}
            components={{ amount: <strong className={styles.amount} /> }}
          />
          {content.fromPriceNote ? <span className={styles.fromNote}>{text(content.fromPriceNote)}</span> : null}
        </p>
      ) : content.highlight ? (
        <p className={styles.from}>
          <Trans
            t={t}
            i18nKey={content.highlight.key}
            values={valuesOf(content.highlight)}
            components={{ amount: <strong className={styles.amount} /> }}
          />
        </p>
      ) : null}
      {content.priceTable === 'youthBands' ? <YouthPriceTable /> : null}
      {content.priceTable === 'passTypes' ? <PassTypesTable /> : null}
      {content.priceNotes.length > 0 ? (
        <ul className={styles.notes}>
          {content.priceNotes.map((note) => (
            <li key={note.key}>{text(note)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
