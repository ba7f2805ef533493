import type { ReactNode } from 'react';
import * as css from './foundations.css';
import { groupsOn, type PageTitle } from './groups';
import { TokenTable } from './TokenTable';

interface Props {
  title: PageTitle;
  intro: string;
  /** The page's own subject, when it is not a contract group (the breakpoints). */
  before?: ReactNode;
  children?: ReactNode;
}

/**
 * One foundations page: its title, an intro, a table per contract group assigned to it (groups.tsx),
 * with what the page adds before or after them. English documentation inside a Spanish app, hence
 * its own `lang`.
 */
export function FoundationPage({ title, intro, before, children }: Props) {
  return (
    <main lang="en" className={css.page}>
      <header className={css.intro}>
        <h1>{title}</h1>
        <p className={css.lead}>{intro}</p>
      </header>
      {before}
      <div className={css.groups}>
        {groupsOn(title).map((group) => (
          <TokenTable key={group} group={group} />
        ))}
      </div>
      {children}
    </main>
  );
}
