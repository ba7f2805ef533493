import type { ReactNode } from 'react';
import { Page } from '../../../ui';
import * as styles from './AuthPage.css';

interface AuthPageProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** Links to the other identity pages, under a rule. */
  links?: ReactNode;
  /** Moves focus to the title: for a page whose state changed in place (sent, done, failed). */
  focusTitle?: boolean;
}

/** The frame of every identity page: the kit's narrow page, with the links to the other identity pages under it. */
export function AuthPage({ title, intro, children, links, focusTitle = false }: AuthPageProps) {
  return (
    <Page title={title} intro={intro} focusTitle={focusTitle}>
      {children}
      {links && <ul className={styles.links}>{links}</ul>}
    </Page>
  );
}
