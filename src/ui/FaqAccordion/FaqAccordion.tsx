import * as Accordion from '@radix-ui/react-accordion';
import { useTranslation } from 'react-i18next';
import * as styles from './FaqAccordion.css';

export interface FaqItem {
  id: string;
  /** Translation key of the question. */
  questionKey: string;
  /** Translation key of the answer (plain text; line breaks are kept). */
  answerKey: string;
  /** Interpolation values for both texts (prices, dates, percentages). */
  values?: Record<string, string | number>;
}

interface FaqAccordionProps {
  /** The questions, in order; the first starts open. */
  items: readonly FaqItem[];
  /** Level of the headings that hold the questions; 3 under a section's h2. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * Questions and answers (spec §2, FAQ): the first is open at the start, one at a time, and
 * clicking the open one closes it. Radix gives the keyboard (arrows, Home, End) and ARIA.
 */
export function FaqAccordion({ items, headingLevel = 3 }: FaqAccordionProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <Accordion.Root type="single" collapsible defaultValue={items[0]?.id} className={styles.root}>
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className={styles.item}>
          <Accordion.Header asChild>
            <Heading className={styles.heading}>
              <Accordion.Trigger className={styles.trigger}>
                <span>{t(item.questionKey, item.values)}</span>
                <Chevron />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content className={styles.content}>
            <p className={styles.answer}>{t(item.answerKey, item.values)}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
