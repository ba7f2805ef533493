/**
 * The theme contract as data: every leaf of `vars` with its custom property, and its value read
 * from the document, so the foundations pages follow the contract and the active theme.
 */
import { useSyncExternalStore } from 'react';
import { vars } from '../../src/ui/theme/contract.css';

export type Group = keyof typeof vars;

export interface Token {
  /** What a style file writes, e.g. `vars.color.brand`. */
  label: string;
  /** `var(--…)`, usable as a CSS value. */
  cssVar: string;
  /** The custom property inside the `var()`. */
  property: string;
}

/** `--name` from `var(--name)`. */
function propertyOf(cssVar: string): string {
  const property = /^var\((--[^,)\s]+)/.exec(cssVar)?.[1];
  if (!property) throw new Error(`Not a var(): ${cssVar}`);
  return property;
}

/** Every leaf under `node`, depth first, in the contract's order. */
function leaves(node: unknown, path: string): Token[] {
  if (typeof node === 'string') return [{ label: path, cssVar: node, property: propertyOf(node) }];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) => leaves(child, `${path}.${key}`));
}

export function tokensOf(group: Group): Token[] {
  return leaves(vars[group], `vars.${group}`);
}

/** The token's value in the active theme (custom properties are inherited from <html>). */
export function readToken(property: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(property).trim();
}

/** The colour token `name`'s current value, for the contrast pairs. */
export function readColor(name: keyof typeof vars.color): string {
  return readToken(propertyOf(vars.color[name]));
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true });
  return () => observer.disconnect();
}

const rootAttributes = () => [...document.documentElement.attributes].map(({ name, value }) => `${name}=${value}`).join(' ');

/**
 * Re-renders the caller when <html>'s attributes change: the toolbar's theme switch sets
 * `data-theme` there after the story has rendered, and the values read must follow it.
 */
export function useThemeChanges(): void {
  useSyncExternalStore(subscribe, rootAttributes);
}
