/** Styles of the mail stories' frame (documentation, not the mail: the mail styles itself inline). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui/theme/contract.css';

export const preview = style({ display: 'grid' });

/** The mail at the story's full width: a phone's mail program at 375 px, a desktop one centring its 600 px. */
export const mail = style({ display: 'block', width: '100%', border: 0 });

export const textPart = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const textPartHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

/** As a plain-text mail program shows it, long links wrapped instead of widening the page. */
export const text = style({
  maxWidth: '600px',
  margin: 0,
  fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
