import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentUserProvider } from '@/auth/current-user.tsx';
import type { Profile } from '@/auth/profile.ts';
import { TEST_PROFILE } from '@/test/mock-api.ts';
import { AGREEMENT_CHANGED_NOTICE, AgreementChangedNotice } from './agreement-changed-notice.tsx';
import { recordCustomerChange, recordEventSeen, resetCustomerChanges } from './customer-changes.ts';

afterEach(() => {
  cleanup();
  resetCustomerChanges();
});

const change = (eventId: string, agreementNumber: number, actorId: number) => ({
  eventId,
  customerNumber: 7,
  agreementNumber,
  actorId,
  change: 'agreementRow.updateDiscount',
});

function renderForm(agreementNumber: number) {
  render(
    <CurrentUserProvider user={TEST_PROFILE as Profile}>
      <AgreementChangedNotice agreementNumber={agreementNumber} />
    </CurrentUserProvider>,
  );
}

describe('AgreementChangedNotice', () => {
  it("appears once someone else changes the form's agreement after it opened", () => {
    recordEventSeen('100');
    act(() => recordCustomerChange(change('99', 70, 2)));
    renderForm(70);
    // Older than the form, another agreement, or the agent's own change: no notice.
    expect(screen.queryByTestId('agreement-changed-notice')).toBeNull();
    act(() => recordCustomerChange(change('101', 71, 2)));
    act(() => recordCustomerChange(change('102', 70, TEST_PROFILE.id)));
    expect(screen.queryByTestId('agreement-changed-notice')).toBeNull();

    act(() => recordCustomerChange(change('103', 70, 2)));
    expect(screen.getByTestId('agreement-changed-notice').textContent).toBe(AGREEMENT_CHANGED_NOTICE);
    // The agent's own later change does not hide someone else's.
    act(() => recordCustomerChange(change('104', 70, TEST_PROFILE.id)));
    expect(screen.getByTestId('agreement-changed-notice')).toBeTruthy();
  });
});
