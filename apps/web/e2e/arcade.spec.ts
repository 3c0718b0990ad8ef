import { signIn } from './sign-in.ts';
import { expect, test } from './test.ts';

// Issue 14 (Arcade): an agent plays a short game of Pong with the keyboard only (?poang=1: first to one
// point), pauses and resumes it, and finds the result on the server's high-score list.
test('an agent plays a game of Pong to one point with the keyboard and sees the result on the high-score list', async ({
  page,
}) => {
  await signIn(page, 'agent');
  await page.goto('/pong.html?poang=1');
  await expect(page.getByRole('heading', { name: 'Pong', exact: true })).toBeVisible();
  await expect(page.getByText('Först till 1 poäng mot datorn.', { exact: false })).toBeVisible();
  const myBest = page.getByTestId('my-best');
  await expect(myBest).toHaveText('Du har inget resultat än.');
  // Others' results from the demo data, best first.
  const list = page.getByRole('list', { name: 'Bästa resultat' });
  await expect(list.getByRole('listitem').first()).toContainText('Johan Eriksson');

  // The start button has the focus: Enter starts, and the game area takes the keys.
  await expect(page.getByRole('button', { name: 'Starta' })).toBeFocused();
  await page.keyboard.press('Enter');
  const area = page.getByRole('application', { name: 'Pong, spelplan' });
  await expect(area).toBeFocused();
  await page.keyboard.press('p');
  await expect(page.getByText('Pausat – tryck P eller Esc för att fortsätta.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Pausat – tryck P eller Esc för att fortsätta.')).toBeHidden();
  await page.keyboard.down('ArrowDown');
  await page.waitForTimeout(300);
  await page.keyboard.up('ArrowDown');

  await expect(page.getByText(/^Spelet är slut\./)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Du \d – Datorn \d$/)).toHaveText(/Du (1 – Datorn 0|0 – Datorn 1)/);
  await expect(page.getByRole('status').filter({ hasText: 'Resultatet är sparat.' })).toBeVisible();
  const score = Number((await page.getByText(/^Ditt resultat: \d+ poäng$/).textContent())?.match(/\d+/)?.[0]);
  await expect(myBest).toContainText(`Ditt bästa: ${score} poäng`);
  await expect(list.getByRole('listitem').filter({ hasText: 'Anna Lindqvist' })).toContainText(String(score));
  // Enter plays again from the same page.
  await expect(page.getByRole('button', { name: 'Spela igen' })).toBeFocused();
});
