import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox, type SearchBoxProps, type SearchSuggestion } from '../../design-system';
import { designNotes } from './docs/design-notes';

const catalogue: SearchSuggestion[] = [
  { id: 'milk-1l', label: 'Sut Musaffo 2,5 %, 1 l', hint: 'Sut mahsulotlari' },
  { id: 'milk-chocolate', label: 'Sutli shokolad Alpen Gold', hint: 'Shirinliklar' },
  { id: 'condensed-milk', label: 'Quyultirilgan sut, 380 g', hint: 'Konservalar' },
  { id: 'baked-milk', label: 'Pishirilgan sut, 0,9 l', hint: 'Sut mahsulotlari' },
];

/** The app filters and debounces; here filtering is immediate. */
function SearchDemo({
  value: initial,
  onValueChange,
  suggestions,
  emptyText,
  ...props
}: SearchBoxProps) {
  const [value, setValue] = useState(initial);
  const query = value.trim().toLocaleLowerCase();
  const visible = query
    ? suggestions.filter((s) => s.label.toLocaleLowerCase().includes(query))
    : [];
  return (
    <div style={{ maxWidth: 560, minHeight: 320 }}>
      <SearchBox
        {...props}
        value={value}
        suggestions={visible}
        // As the app says it: only once a search for the text typed found nothing.
        emptyText={query && visible.length === 0 ? emptyText : undefined}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design System/SearchBox',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'The product search: an ARIA combobox with suggestions. Down and Up move through them, Enter picks the highlighted one or searches the typed text, Escape closes the list and, pressed again, clears the field. Shows a loading state; works as a plain form without JavaScript (`action`).',
          avoid: 'For filtering a short list on the page (use a `TextField`).',
          states:
            'Empty, with a value, loading, with suggestions (the typed part highlighted), long suggestions, nothing found (`emptyText`, shown in the list’s place and said by the status).',
          longTexts:
            'Suggestions wrap and break inside long words; the placeholder is an example, not an instruction, and must be short in Russian too.',
        }),
      },
    },
  },
  component: SearchBox,
  args: {
    value: '',
    suggestions: catalogue,
    onValueChange: fn(),
    onSuggestionSelect: fn(),
    onSubmit: fn(),
    action: '/uz/search',
    loading: false,
  },
  render: (args) => <SearchDemo {...args} />,
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithValue: Story = { args: { value: 'sut' } };

export const Loading: Story = { args: { value: 'sut', loading: true } };

export const LongSuggestions: Story = {
  args: {
    value: 'qishloq',
    suggestions: [
      {
        id: 'long',
        label:
          'Qishloqxoʻjaligimahsulotlaritayyorlovchilar uyushmasining ekologik toza asali, 500 g',
        hint: 'Достопримечательностиузбекистана',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 560 }}>
      <SearchBox {...args} label="Mahsulotlarni qidirish" value="" suggestions={[]} />
      <SearchBox {...args} label="Kategoriyada qidirish" value="non" suggestions={[]} />
      <SearchBox {...args} label="Brendni qidirish" value="sut" suggestions={[]} loading />
    </div>
  ),
};

export const ChoosesSuggestionWithKeyboard: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.click(field);
    await userEvent.keyboard('sut');
    // The list shows once its code and styles are in (fetched when it first opens).
    const listbox = await canvas.findByRole('listbox', { name: 'Suggestions' });
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(4);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 suggestions available');

    await userEvent.keyboard('{ArrowDown}');
    await expect(field).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(field).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    // Focus stays in the field the whole time.
    await expect(field).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(args.onSuggestionSelect).toHaveBeenCalledWith(catalogue[1]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ArrowsWrapAround: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox');
    await userEvent.click(field);
    await userEvent.keyboard('sut');
    const options = await canvas.findAllByRole('option');
    await userEvent.keyboard('{ArrowUp}');
    await expect(options[3]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
  },
};

export const EscapeClosesThenClears: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox');
    await userEvent.click(field);
    await userEvent.keyboard('sut');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).not.toHaveAttribute('aria-activedescendant');
    await expect(field).toHaveValue('sut');
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

export const NothingFound: Story = {
  globals: { locale: 'en' },
  args: { emptyText: 'Nothing found' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.click(field);
    await userEvent.keyboard('qatiq');
    // Said where the suggestions would be, and to screen readers by the field's status.
    await expect(await canvas.findByText('Nothing found', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Nothing found');
    // No list of suggestions is open.
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByText('Nothing found', { selector: 'p' })).toBeNull();
    await expect(field).toHaveValue('qatiq');
    await userEvent.clear(field);
    await userEvent.keyboard('sut');
    await canvas.findByRole('listbox', { name: 'Suggestions' });
    await expect(canvas.queryByText('Nothing found', { selector: 'p' })).toBeNull();
  },
};

export const EnterSearchesTypedText: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard(' non {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('non');
    await expect(args.onSuggestionSelect).not.toHaveBeenCalled();
  },
};

export const PicksSuggestionWithPointer: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('shokolad');
    await userEvent.click(await canvas.findByRole('option', { name: /Alpen Gold/ }));
    await expect(args.onSuggestionSelect).toHaveBeenCalledWith(catalogue[1]);
  },
};

export const ClearButtonEmptiesField: Story = {
  globals: { locale: 'en' },
  args: { value: 'sut' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByRole('combobox')).toHaveValue('');
    await expect(canvas.getByRole('combobox')).toHaveFocus();
  },
};
