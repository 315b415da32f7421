import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormField, Stack } from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/FormField',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'The frame of every form control: label, control, hint and error, wired with `aria-describedby`, `aria-invalid` and `aria-required`. Use it through `TextField`, `TextArea`, `Select` and the other fields, or directly for a custom control.',
          avoid:
            'Around a control that already uses it (the fields above), or for groups of radios and checkboxes (use `RadioGroup`).',
          states:
            'With hint, with error (hint and error are both read), optional (“(optional)” after the label), label visually hidden.',
          longTexts:
            'Labels and hints wrap; write the label as a noun (“Telefon raqami”, “Номер телефона”) and put examples in the hint, not in a placeholder.',
        }),
      },
    },
  },
  component: FormField,
  args: {
    label: 'Apartment',
    hint: 'Entrance, floor and intercom code help the courier',
    children: (control) => <input {...control} />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Optional: Story = {
  globals: { locale: 'uz' },
  args: { optional: true, label: 'Xonadon' },
  play: async ({ canvasElement }) => {
    // Read and copied as two words, not "Xonadon(ixtiyoriy)".
    await expect(canvasElement.querySelector('label')?.textContent).toBe('Xonadon (ixtiyoriy)');
  },
};

export const OptionalInANarrowColumn: Story = {
  globals: { locale: 'ru' },
  args: { optional: true, label: 'Квартира', hint: undefined },
  decorators: [
    (Story) => (
      <div style={{ width: 160 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    // Where the label and "(необязательно)" do not fit one line, the marker goes whole onto the
    // next: never "(необязат" and "ельно)" on two lines.
    const marker = within(canvasElement).getByText('(необязательно)');
    await expect(marker.getClientRects()).toHaveLength(1);
    await expect(marker.getBoundingClientRect().width).toBeLessThanOrEqual(160);
    // On its own line it starts where the label does.
    await expect(marker.getBoundingClientRect().left).toBe(
      canvasElement.querySelector('label')!.getBoundingClientRect().left,
    );
  },
};

export const WiresHintAndError: Story = {
  args: { error: 'Enter the apartment number' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Apartment' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Entrance, floor and intercom code help the courier Enter the apartment number',
    );
  },
};

export const HiddenLabel: Story = {
  args: { labelHidden: true, hint: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Apartment' })).toBeVisible();
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack space="xl">
      <FormField {...args} />
      <FormField {...args} optional />
      <FormField {...args} error="Enter the apartment number" />
    </Stack>
  ),
};
