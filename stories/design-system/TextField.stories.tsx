import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box, MapPinIcon, SearchIcon, Stack, TextField } from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/TextField',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'A single-line input with label, hint, error, optional marking, an `icon` at the start and `end` content (a unit or a button); types text, email, tel, number, search, url, password.',
          avoid:
            'For phone numbers, codes and cards (use `PhoneField`, `CodeField`, `CardNumberField`, `ExpiryField`), or for several lines (use `TextArea`).',
          states: 'Empty, with icon, with end content, invalid, disabled, dark theme.',
          longTexts:
            'Labels wrap above the field on phones (`LongLabelOnPhone`); use the hint for examples rather than the placeholder.',
        }),
      },
    },
  },
  component: TextField,
  args: { label: 'Full name', autoComplete: 'name', onChange: fn() },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithIcon: Story = {
  args: { label: 'Street and house', icon: MapPinIcon, placeholder: 'Amir Temur street, 15' },
};

export const WithEnd: Story = {
  args: { label: 'Weight', inputMode: 'decimal', end: 'kg', optional: true },
};

export const Invalid: Story = { args: { error: 'Enter your name', defaultValue: '' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Dilnoza Karimova' } };

export const TypedWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Gʻayrat Oʻrinov');
    await expect(input).toHaveValue('Gʻayrat Oʻrinov');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const LongLabelOnPhone: Story = {
  args: {
    label: 'Yetkazib berish manzilidagi moʻljal (masalan, mahalla yoki doʻkon nomi)',
    icon: SearchIcon,
  },
  render: (args) => (
    <Box style={{ maxWidth: 320 }}>
      <TextField {...args} />
    </Box>
  ),
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack space="lg">
      <TextField {...args} />
      <TextField {...args} label="Street and house" icon={MapPinIcon} />
      <TextField {...args} label="Comment" optional />
      <TextField {...args} label="Email" type="email" error="Check the address" />
      <TextField {...args} disabled defaultValue="Dilnoza Karimova" />
    </Stack>
  ),
};

export const DarkTheme: Story = { ...AllVariants, globals: { theme: 'dark' } };
