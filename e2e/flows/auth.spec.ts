import { expect, test, waitForHydration } from '../fixtures';
import { signIn, signInDialog, text } from './support';

test.describe('sign-in', () => {
  test('signs in from the header with the code from the SMS', async ({ page, consoleProblems }) => {
    await page.goto('/uz');
    await waitForHydration(page);
    await signIn(page);
    const account = page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(text('uz', 'ds.accountButton.account')) });
    await expect(account).toBeVisible();
    await expect(signInDialog(page)).toBeHidden();
    expect(consoleProblems).toEqual([]);
  });
});
