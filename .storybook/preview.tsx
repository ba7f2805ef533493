import '../src/ui/theme/apply';
import { useEffect } from 'react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import es from '../src/locales/es.json';
import en from '../src/locales/en.json';
import fr from '../src/locales/fr.json';
import { DEFAULT_THEME, themeNames, type ThemeName } from '../src/ui/theme/themes';
import { allModes } from './modes';
import { CLOCK_DRIVEN_SELECTORS, VIEWPORTS, VISUAL_AXE_SCOPE } from './visual.shared';

/* ------------------------------------------------------------------------------------------------
 * i18n: the locale files are bundled statically (no /translations request). One i18next instance
 * per language, created on first use, so switching the toolbar never mutates a shared instance.
 * ---------------------------------------------------------------------------------------------- */

// Play functions' findBy and waitFor wait for what the story promises; 1 s (the default) is missed on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });

const resources = { es: { translation: es }, en: { translation: en }, fr: { translation: fr } };
type Locale = keyof typeof resources;
const DEFAULT_LOCALE: Locale = 'es';

const i18nByLocale = new Map<Locale, I18n>();

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && value in resources;
}

/** A ready i18next instance for `locale`; initialised synchronously from the bundled resources. */
function storyI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  let instance = i18nByLocale.get(locale);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      resources,
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: Object.keys(resources),
      interpolation: { escapeValue: false },
      initAsync: false,
      react: { useSuspense: false },
    });
    i18nByLocale.set(locale, instance);
  }
  return instance;
}

const withI18n: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : DEFAULT_LOCALE;
  useEffect(() => {
    // What the app's applyDocumentLanguage does: <html lang> follows the language.
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <I18nextProvider i18n={storyI18n(locale)}>
      <Story />
    </I18nextProvider>
  );
};

/* ------------------------------------------------------------------------------------------------
 * Theme: `<html data-theme>` as the app's HTML carries it (VITE_THEME); the toolbar's "Tema" or a
 * story's `globals: { theme: 'alameda' }` picks one.
 * ---------------------------------------------------------------------------------------------- */

function isThemeName(value: unknown): value is ThemeName {
  return themeNames.includes(value as ThemeName);
}

const withTheme: Decorator = (Story, context) => {
  const theme = isThemeName(context.globals.theme) ? context.globals.theme : DEFAULT_THEME;
  // Set while rendering, not in an effect: children's effects run first, and the seat map's canvas
  // reads the theme's colours in its own. Keyed by theme: switching remounts the story, so that
  // canvas reads them again.
  document.documentElement.dataset.theme = theme;
  return <Story key={theme} />;
};

/* ------------------------------------------------------------------------------------------------
 * Router: a MemoryRouter so <Link> works; `parameters.route` is the initial address.
 * ---------------------------------------------------------------------------------------------- */

const withRouter: Decorator = (Story, context) => {
  const route: unknown = context.parameters.route;
  return (
    <MemoryRouter initialEntries={[typeof route === 'string' ? route : '/']}>
      <Story />
    </MemoryRouter>
  );
};

/* ------------------------------------------------------------------------------------------------
 * SWR: a fresh cache per story, data only from `parameters.swr` (key → value, keys are the API
 * paths), a fetcher that never settles and revalidation paused: nothing ever reaches the network.
 * ---------------------------------------------------------------------------------------------- */

const neverSettles = () => new Promise<never>(() => {});

const withSWR: Decorator = (Story, context) => {
  const fallback: unknown = context.parameters.swr;
  return (
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback: typeof fallback === 'object' && fallback !== null ? (fallback as Record<string, unknown>) : {},
        fetcher: neverSettles,
        dedupingInterval: Infinity,
        revalidateOnMount: false,
        revalidateOnFocus: false,
        revalidateOnReconnect: false,
        revalidateIfStale: false,
        shouldRetryOnError: false,
        isPaused: () => true,
      }}
    >
      <Story />
    </SWRConfig>
  );
};

/* ------------------------------------------------------------------------------------------------
 * Network guard: a story that calls the API (or any other origin) through fetch fails its test.
 * Module and asset requests of Storybook itself do not use fetch and are not affected.
 * ---------------------------------------------------------------------------------------------- */

let forbiddenRequests: string[] = [];

function isForbidden(url: URL): boolean {
  return url.origin !== window.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/translations/');
}

const preview: Preview = {
  // Applied innermost first: the story sees the theme, i18n, then the router, then SWR.
  decorators: [withTheme, withI18n, withRouter, withSWR],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    viewport: {
      options: Object.fromEntries(
        Object.entries(VIEWPORTS).map(([key, { name, width, height, type }]) => [
          key,
          { name, styles: { width: `${width}px`, height: `${height}px` }, type },
        ]),
      ),
    },
    // Hosted review (npm run chromatic): the same two widths as the local visual runner; capture
    // 300 ms after the story (and its play function) is ready, CSS animations at their last frame,
    // clock-driven content left out of the diff as it is masked locally.
    chromatic: { modes: allModes, delay: 300, pauseAnimationAtEnd: true, ignoreSelectors: CLOCK_DRIVEN_SELECTORS },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  globalTypes: {
    locale: {
      description: 'Idioma de las traducciones',
      toolbar: {
        title: 'Idioma',
        icon: 'globe',
        items: [
          { value: 'es', title: 'Español', right: 'ES' },
          { value: 'en', title: 'English', right: 'EN' },
          { value: 'fr', title: 'Français', right: 'FR' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Tema (club) de los tokens de diseño',
      toolbar: {
        title: 'Tema',
        icon: 'paintbrush',
        items: themeNames.map((name) => ({ value: name, title: name === DEFAULT_THEME ? `${name} (por defecto)` : name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE, theme: DEFAULT_THEME },
  beforeEach({ globals, parameters }) {
    // The visual runner's wide instance (vitest.config.ts) checks with axe only what the width
    // changes: page-level stories (header, menus, page grids). A component's names, roles and
    // colours are the same at both widths, and the phone width checks every story.
    if (globals[VISUAL_AXE_SCOPE] === 'page-level' && parameters.layout !== 'fullscreen') {
      globals.a11y = { ...globals.a11y, manual: true };
    }
    forbiddenRequests = [];
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (isForbidden(url)) {
        forbiddenRequests.push(url.href);
        return Promise.reject(new TypeError(`Stories must not use the network: ${url.href}`));
      }
      return realFetch(input, init);
    };
    return () => {
      window.fetch = realFetch;
    };
  },
  afterEach() {
    if (forbiddenRequests.length > 0) {
      throw new Error(`The story tried to reach the network: ${forbiddenRequests.join(', ')}`);
    }
  },
};

export default preview;
