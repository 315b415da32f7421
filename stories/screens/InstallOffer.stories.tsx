import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { $isIos, InstallAppOffer } from '@/app/pwa';

const meta = {
  title: 'Screens/Footer/InstallOffer',
  component: InstallAppOffer,
  parameters: { effector: { values: [[$isIos, true]] } },
} satisfies Meta<typeof InstallAppOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On an iPhone the offer is the way to the steps in Safari, in a dialog with a title. */
export const OnIphone: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/bosh ekrandan xarid qiling/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ilovani oʻrnatish' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(
      await body.findByRole('dialog', { name: 'Savatni bosh ekranga qoʻshing' }),
    );
    await waitFor(() => expect(dialog.getByText(/«Ulashish»/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Tushunarli' }));
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** Where installing is not possible (no prompt, not an iPhone) nothing is shown. */
export const NotOffered: Story = {
  parameters: { effector: { values: [[$isIos, false]] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
