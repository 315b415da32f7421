import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LanguageMenu, LanguageSwitcher, locales } from '../../design-system';
import { designNotes } from './docs/design-notes';

const hrefs = {
  uz: '/uz/catalog?category=dairy&page=2',
  ru: '/ru/catalog?category=dairy&page=2',
  en: '/en/catalog?category=dairy&page=2',
};

const meta = {
  title: 'Design System/LanguageSwitcher',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            "Links to the same page in Uzbek, Russian and English, each named in its own language (`lang`) and pointing at that language's page (`hreflang`). `LanguageMenu` is the same as a dropdown menu for the header.",
          avoid:
            'For switching anything else. Do not translate the language names: each stays in its own language.',
          states: 'Uzbek, Russian or English current; as links or as a menu.',
          longTexts: 'The names are short and fixed (Oʻzbekcha, Русский, English).',
        }),
      },
    },
  },
  component: LanguageSwitcher,
  args: { current: 'uz', hrefs },
  argTypes: { current: { control: 'inline-radio', options: locales } },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Russian: Story = { args: { current: 'ru' }, globals: { locale: 'ru' } };

export const English: Story = { args: { current: 'en' }, globals: { locale: 'en' } };

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      {locales.map((locale) => (
        <LanguageSwitcher key={locale} {...args} current={locale} />
      ))}
    </div>
  ),
  parameters: {
    // Three copies of the same navigation only exist on this showcase page.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
};

export const LinksKeepPageAndQuery: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Language' });
    const russian = within(nav).getByRole('link', { name: 'Русский' });
    await expect(russian).toHaveAttribute('href', hrefs.ru);
    await expect(russian).toHaveAttribute('hreflang', 'ru');
    await expect(russian).toHaveAttribute('lang', 'ru');
    const uzbek = within(nav).getByRole('link', { name: 'Oʻzbekcha' });
    await expect(uzbek).toHaveAttribute('aria-current', 'true');
    await expect(uzbek).toHaveAttribute('hreflang', 'uz');
    await expect(within(nav).getByRole('link', { name: 'English' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const ReachedWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    await expect(links[1]).toHaveAccessibleName('Русский');
  },
};

export const AsMenu: Story = {
  render: (args) => (
    <div style={{ minHeight: 220 }}>
      <LanguageMenu {...args} />
    </div>
  ),
};

export const MenuLinksKeepPageAndQuery: Story = {
  globals: { locale: 'en' },
  render: (args) => <LanguageMenu {...args} current="ru" />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Language: Русский' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(3);
    const english = within(menu).getByRole('menuitem', { name: 'English' });
    await expect(english).toHaveAttribute('href', hrefs.en);
    await expect(english).toHaveAttribute('hreflang', 'en');
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(within(menu).getByRole('menuitem', { name: 'Русский' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
