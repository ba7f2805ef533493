import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars, mediaQuery } from './contract.css';

const responsive = defineProperties({
  conditions: {
    base: {},
    sm: { '@media': mediaQuery.sm },
    md: { '@media': mediaQuery.md },
    lg: { '@media': mediaQuery.lg },
    xl: { '@media': mediaQuery.xl },
  },
  defaultCondition: 'base',
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.fontSize,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const colors = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    fontWeight: vars.fontWeight,
  },
});

export const sprinkles = createSprinkles(responsive, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
