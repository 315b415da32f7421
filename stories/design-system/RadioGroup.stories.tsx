import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  BoltIcon,
  CardIcon,
  CashIcon,
  formatMoney,
  Radio,
  RadioCard,
  RadioGroup,
  radioGroupLayouts,
  Stack,
  StoreIcon,
  TruckIcon,
} from '../../design-system';
import { designNotes } from './docs/design-notes';

function Controlled({ value: initial, ...props }: ComponentProps<typeof RadioGroup>) {
  const [value, setValue] = useState(initial);
  return (
    <RadioGroup
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const deliveryOptions = (
  <>
    <RadioCard
      value="express"
      icon={BoltIcon}
      title="Express in Tashkent"
      description="In 60–90 minutes by taxi courier; paid in the courier’s app"
      trailing="Yandex Go"
    />
    <RadioCard
      value="regions"
      icon={TruckIcon}
      title="Delivery to regions"
      description="2–4 days by courier company"
      trailing={formatMoney(35000, 'en')}
    />
    <RadioCard
      value="pickup"
      icon={StoreIcon}
      title="Pickup from a store"
      description="Chilonzor, Bunyodkor avenue 5 — ready in 2 hours"
      trailing="Free"
    />
  </>
);

const meta = {
  title: 'Design System/RadioGroup',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'One choice out of several: plain `Radio` options or `RadioCard` options with a title, description, icon and trailing content (delivery and payment methods). Native radios: Tab enters at the chosen option, arrow keys move and choose. Layouts stack, columns, inline.',
          avoid:
            'For independent choices (use `Checkbox`), for more than about seven options (use `Select`), or for actions.',
          states:
            'Nothing chosen, chosen, invalid with an error, disabled options, each layout, dark theme.',
          longTexts:
            'Titles and descriptions wrap and break inside long words; trailing prices stay on one line. Check the `LongRussianTexts` story: Russian method names are the longest.',
        }),
      },
    },
  },
  component: RadioGroup,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Delivery',
    value: 'express',
    onValueChange: fn(),
    children: deliveryOptions,
  },
  argTypes: {
    layout: { control: 'inline-radio', options: radioGroupLayouts },
    children: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Payment: Story = {
  args: {
    label: 'Payment',
    value: 'card',
    layout: 'columns',
    children: (
      <>
        <RadioCard
          value="card"
          icon={CardIcon}
          title="Uzcard or Humo card"
          description="8600 •••• •••• 1234"
        />
        <RadioCard
          value="cash"
          icon={CashIcon}
          title="Cash to the courier"
          description="Have change ready, please"
        />
      </>
    ),
  },
};

export const PlainRadios: Story = {
  args: {
    label: 'Delivery time',
    value: 'morning',
    layout: 'inline',
    children: (
      <>
        <Radio value="morning" label="09:00–12:00" />
        <Radio value="afternoon" label="12:00–18:00" />
        <Radio value="evening" label="18:00–22:00" disabled />
      </>
    ),
  },
};

export const Invalid: Story = {
  args: { value: undefined, error: 'Choose how to receive the order' },
};

export const ChosenWithArrowKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const express = canvas.getByRole('radio', { name: /Express in Tashkent/ });
    await expect(express).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const regions = canvas.getByRole('radio', { name: /Delivery to regions/ });
    await expect(regions).toHaveFocus();
    await expect(regions).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('regions');
    await userEvent.keyboard('{ArrowUp}');
    await expect(express).toBeChecked();
  },
};

export const ChosenByClickAnywhereOnCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Pickup from a store'));
    await expect(canvas.getByRole('radio', { name: /Pickup from a store/ })).toBeChecked();
  },
};

export const LongRussianTexts: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    label: 'Способ доставки',
    value: 'regions',
    children: (
      <>
        <RadioCard
          value="regions"
          icon={TruckIcon}
          title="Доставка в Каракалпакстан и Хорезмскую область"
          description="Транспортно-экспедиционная компания, от двух до четырёх рабочих дней"
          trailing={formatMoney(125000, 'ru')}
        />
      </>
    ),
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack space="xl">
      {radioGroupLayouts.map((layout) => (
        <Controlled key={layout} {...args} layout={layout} label={`layout = ${layout}`} />
      ))}
      <Controlled {...args} label="disabled" disabled />
    </Stack>
  ),
};

export const DarkTheme: Story = { ...AllVariants, globals: { theme: 'dark' } };
