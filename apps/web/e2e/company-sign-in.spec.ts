import { COMPANY_SIGN_IN_REFUSALS } from '@sappis/shared/auth/company-sign-in';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '../../api/src/testing/test-identity-provider.ts';
import { CALLBACK_PATH, IDENTITY_PROVIDER } from './identity-provider.ts';
import { expect, test } from './test.ts';

// Issue 29 item 4: staff sign in with the company's identity provider and get their groups from it.
let provider: TestIdentityProvider;

test.beforeAll(async ({ baseURL }) => {
  provider = await startTestIdentityProvider({
    port: IDENTITY_PROVIDER.port,
    clientId: IDENTITY_PROVIDER.clientId,
    clientSecret: IDENTITY_PROVIDER.clientSecret,
    redirectUris: [`${baseURL}${CALLBACK_PATH}`],
    accounts: {
      'e2e.foretag': {
        subject: 'e2e-foretag-0001',
        password: 'foretagets-losenord',
        email: 'e2e.foretag@sappa.example',
        givenName: 'Frida',
        familyName: 'Företag',
        groups: ['sappis-andralinjen', 'alla-anstallda'],
      },
      'e2e.utan.grupp': {
        subject: 'e2e-utan-grupp-0002',
        password: 'foretagets-losenord',
        email: 'e2e.utan.grupp@sappa.example',
        givenName: 'Gustav',
        familyName: 'Grupplös',
        groups: ['alla-anstallda'],
      },
    },
  });
});

test.afterAll(async () => {
  await provider?.close();
});

test('an agent signs in with the company account and has the groups the identity provider gives; one without a Sappis group is told why not', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Logga in med företagskonto' }).click();

  // The identity provider's own sign-in page.
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${IDENTITY_PROVIDER.port}/interaction/`));
  await page.getByLabel('Username').fill('e2e.foretag');
  await page.getByLabel('Password').fill('foretagets-losenord');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Välkommen till Sappis' })).toBeVisible();
  await expect(page).toHaveURL(/\/sappis\/hem$/);
  await page.goto('/sappis/profile');
  const profile = page.getByTestId('profile');
  await expect(profile).toContainText('Frida Företag');
  await expect(profile.getByRole('listitem')).toHaveText(['EXTENDED_CUSTOMER_SUPPORT', 'SAPPIS']);

  // Signed out, someone the provider puts in no mapped group is refused with a Swedish reason.
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('link', { name: 'Logga in med företagskonto' }).click();
  await page.getByLabel('Username').fill('e2e.utan.grupp');
  await page.getByLabel('Password').fill('foretagets-losenord');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(COMPANY_SIGN_IN_REFUSALS['no-group']);
  await expect(page.getByLabel('Användarnamn')).toBeVisible();
});
