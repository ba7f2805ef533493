import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xxs} ${vars.space.md}`, margin: 0 });
export const term = style({ fontWeight: vars.fontWeight.semibold });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const scanForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const scanField = style({ flex: '1 1 14rem' });

export const video = style({ width: '100%', maxWidth: '24rem', borderRadius: vars.radius.md, background: vars.color.inverseBackground });

const panelBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  color: vars.color.onBrand,
  minHeight: '8rem',
});
export const member = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, marginTop: vars.space.sm });
export const memberName = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const verdict = styleVariants({
  accepted: [panelBase, { background: vars.color.success }],
  refused: [panelBase, { background: vars.color.danger }],
});
export const verdictWord = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
export const verdictText = style({ margin: 0, fontSize: vars.fontSize.lg });
export const photo = style({ width: '6rem', height: '6rem', objectFit: 'cover', borderRadius: vars.radius.md, flexShrink: 0, background: vars.color.surface });
/** In the photo's place, the same size: the employee sees at once that a face is missing. */
export const photoMissing = style([
  photo,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: 'auto',
    minHeight: '6rem',
    margin: 0,
    padding: vars.space.xs,
    textAlign: 'center',
    fontSize: vars.fontSize.sm,
    color: vars.color.text,
  },
]);

export const list = style({ margin: 0, paddingLeft: vars.space.lg });
