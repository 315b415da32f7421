import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dialog, dialogSizes, type DialogProps } from '../../design-system';
import { StoryTrigger } from './support/StoryTrigger';
import { designNotes } from './docs/design-notes';

function DialogDemo({ open: initiallyOpen, onOpenChange, ...props }: DialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <StoryTrigger onClick={() => setOpen(true)}>Manzilni oʻzgartirish</StoryTrigger>
      <Dialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </>
  );
}

const addressForm = (
  <form style={{ display: 'grid', gap: 12 }} onSubmit={(event) => event.preventDefault()}>
    <label style={{ display: 'grid', gap: 4 }}>
      Koʻcha va uy
      <input name="address" defaultValue="Amir Temur koʻchasi, 15" style={{ minHeight: 44 }} />
    </label>
    <label style={{ display: 'grid', gap: 4 }}>
      Xonadon
      <input name="flat" defaultValue="24" style={{ minHeight: 44 }} />
    </label>
  </form>
);

const meta = {
  title: 'Design System/Dialog',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'A modal dialog with a title: focus is trapped inside, Escape and the close button close it, and focus returns to what opened it. Sizes small, medium, large, fullscreen; optional description and footer for the actions. Its code is fetched the first time it opens.',
          avoid:
            'For messages that do not need an answer (use `Toast` or `Alert`), for long flows (use a page), or for side panels (use `Sheet`).',
          states:
            'Each size; with footer; with the title visually hidden (`hideTitle`, still named for screen readers); long content scrolls inside.',
          longTexts:
            'Titles wrap and break inside long words; keep them to a short question or task (“Yetkazib berish manzili”, “Адрес доставки”). Put the explanation in `description`; long content scrolls inside the dialog.',
        }),
      },
      // Opens over the page: each story gets its own frame on the docs page.
      story: { inline: false, iframeHeight: 560 },
    },
  },
  component: Dialog,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Yetkazib berish manzili',
    description: 'Kuryer buyurtmani shu manzilga olib keladi.',
    size: 'medium',
    hideTitle: false,
    children: addressForm,
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  tags: ['visual'],
  parameters: { visual: 'screen' },
  args: { open: true },
};

export const WithFooter: Story = {
  args: {
    open: true,
    footer: (
      <>
        <StoryTrigger style={{ background: 'transparent', color: 'inherit' }}>
          Bekor qilish
        </StoryTrigger>
        <StoryTrigger>Saqlash</StoryTrigger>
      </>
    ),
  },
};

export const HiddenTitle: Story = {
  args: {
    open: true,
    hideTitle: true,
    description: undefined,
    title: 'Mahsulot rasmi',
    children: (
      <p style={{ margin: 0, paddingRight: 40 }}>
        Sarlavha koʻrinmaydi, lekin ekran oʻquvchi uni dialog nomi sifatida oʻqiydi.
      </p>
    ),
  },
};

export const Small: Story = { args: { open: true, size: 'small' } };
export const Large: Story = { args: { open: true, size: 'large' } };
export const Fullscreen: Story = { args: { open: true, size: 'fullscreen' } };

export const LongText: Story = {
  args: {
    open: true,
    size: 'small',
    title: 'Mahsulotlarimizning sifatini nazorat qilish boʻyicha maʼlumotnoma',
    description:
      'Достопримечательностиузбекистана, qishloqxoʻjaligimahsulotlari va boshqa uzun soʻzlar sahifani buzmasligi kerak.',
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {dialogSizes.map((size) => (
        <SizedDialog key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

function SizedDialog(props: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <StoryTrigger onClick={() => setOpen(true)}>{props.size}</StoryTrigger>
      <Dialog {...props} title={`${props.size}`} open={open} onOpenChange={setOpen} />
    </>
  );
}

export const TrapsFocusAndClosesOnEscape: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Manzilni oʻzgartirish' });
    await userEvent.click(trigger);
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: 'Yetkazib berish manzili' });
    await expect(dialog).toHaveAccessibleDescription('Kuryer buyurtmani shu manzilga olib keladi.');

    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Tabbing through every control and past the last one keeps focus inside the dialog.
    for (let press = 0; press < 6; press += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await expect(close).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClosesWithCloseButton: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Manzilni oʻzgartirish' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const page = within(document.body);
    const dialog = await page.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const NamedByHiddenTitle: Story = {
  args: { open: true, hideTitle: true, description: undefined, title: 'Mahsulot rasmi' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Mahsulot rasmi' });
    // The dialog fades in; wait until the entrance animation has finished.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Yopish' })).toBeVisible();
  },
};
