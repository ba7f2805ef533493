/**
 * Where each group of the contract is documented and how its tokens are drawn. Typed as a record
 * of every group, so a group added to the contract fails the typecheck until it has a page.
 */
import type { ReactNode } from 'react';
import * as css from './foundations.css';
import type { Group, Token } from './tokens';

export type PageTitle = 'Colours' | 'Spacing and radii' | 'Typography' | 'Breakpoints' | 'Motion';

interface GroupDoc {
  page: PageTitle;
  caption: string;
  /** A drawing of the token; tables without one show names and values only. */
  sample?: (token: Token) => ReactNode;
}

export const GROUPS: Record<Group, GroupDoc> = {
  color: { page: 'Colours', caption: 'Colours', sample: ({ cssVar }) => <div className={css.swatch} style={{ background: cssVar }} /> },
  space: { page: 'Spacing and radii', caption: 'Spacing', sample: ({ cssVar }) => <div className={css.bar} style={{ width: cssVar }} /> },
  radius: { page: 'Spacing and radii', caption: 'Radii', sample: ({ cssVar }) => <div className={css.box} style={{ borderRadius: cssVar }} /> },
  shadow: { page: 'Spacing and radii', caption: 'Shadows', sample: ({ cssVar }) => <div className={css.raised} style={{ boxShadow: cssVar }} /> },
  zIndex: { page: 'Spacing and radii', caption: 'Layers (z-index)' },
  font: { page: 'Typography', caption: 'Font families', sample: ({ cssVar }) => <span style={{ fontFamily: cssVar }}>Season pass 25/26</span> },
  fontSize: { page: 'Typography', caption: 'Font sizes', sample: ({ cssVar }) => <span style={{ fontSize: cssVar, lineHeight: 1 }}>Aa</span> },
  fontWeight: { page: 'Typography', caption: 'Font weights', sample: ({ cssVar }) => <span style={{ fontWeight: cssVar }}>Season pass</span> },
  lineHeight: {
    page: 'Typography',
    caption: 'Line heights',
    sample: ({ cssVar }) => <p className={css.lines} style={{ lineHeight: cssVar }}>Two lines of text at this height</p>,
  },
  layout: { page: 'Breakpoints', caption: 'Layout' },
  motion: { page: 'Motion', caption: 'Durations' },
};

export function groupsOn(page: PageTitle): Group[] {
  return (Object.keys(GROUPS) as Group[]).filter((group) => GROUPS[group].page === page);
}
