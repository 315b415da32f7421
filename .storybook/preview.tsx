import type { Decorator, Preview } from '@storybook/react-vite';
import { fork } from 'effector';
import type { Domain, Scope } from 'effector';
import { Provider } from 'effector-react';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { themeClass, themeNames, type ThemeName } from '../design-system/themes';
import { storyLocales, storyMessages, type StoryLocale } from './messages';

/**
 * The configuration of `fork`'s current form, `fork({ values, handlers })` (`Parameters` would
 * take its last, deprecated form, `fork(domain, config)`).
 */
type ForkConfig<F> = F extends {
  (config?: infer C): Scope;
  (domain: Domain, config?: never): Scope;
}
  ? C
  : never;

/** What a story may put into its effector scope: `parameters.effector = { values, handlers }`. */
export type EffectorParameters = ForkConfig<typeof fork>;

const htmlLang: Record<StoryLocale, string> = { uz: 'uz-Latn', ru: 'ru', en: 'en' };

function StoryFrame({
  locale,
  theme,
  effector,
  children,
}: {
  locale: StoryLocale;
  theme: ThemeName;
  effector: EffectorParameters | undefined;
  children: ReactNode;
}) {
  const scope = useMemo(() => fork(effector), [effector]);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = htmlLang[locale];
    for (const name of themeNames) root.classList.toggle(themeClass[name], name === theme);
  }, [locale, theme]);

  return (
    <Provider value={scope}>
      <IntlProvider
        locale={locale}
        defaultLocale="en"
        messages={storyMessages[locale]}
        onError={(error) => {
          // Chromium ships no Uzbek plural/number data; react-intl falls back to English rules.
          if (error.code === 'MISSING_DATA') return;
          console.warn(error.message);
        }}
      >
        {children}
      </IntlProvider>
    </Provider>
  );
}

const withProviders: Decorator = (Story, context) => {
  const locale = (storyLocales as readonly string[]).includes(context.globals.locale)
    ? (context.globals.locale as StoryLocale)
    : 'uz';
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  const effector = context.parameters.effector as EffectorParameters | undefined;
  return (
    <StoryFrame locale={locale} theme={theme} effector={effector}>
      <Story />
    </StoryFrame>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    locale: {
      description: 'Language of the interface',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'uz', title: 'Oʻzbekcha' },
          { value: 'ru', title: 'Русский' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'uz', theme: 'light' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
        desktop: { name: 'Desktop', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: { order: ['Design System', ['Tokens', '*'], 'Screens', '*'] },
    },
  },
};

export default preview;
