import type { ReactNode } from 'react';
import { Page } from '../../../ui';

interface AccountPageProps {
  title: string;
  intro?: ReactNode;
  /** Above the panels: what the member must know first (an unconfirmed mail…). */
  notices?: ReactNode;
  children: ReactNode;
  /** Moves focus to the title when the page's state changed in place. */
  focusTitle?: boolean;
}

/** The frame of the member's area pages: the kit's wide page, notices first, then the panels. */
export function AccountPage({ title, intro, notices, children, focusTitle = false }: AccountPageProps) {
  return (
    <Page title={title} intro={intro} width="wide" focusTitle={focusTitle}>
      {notices}
      {children}
    </Page>
  );
}
