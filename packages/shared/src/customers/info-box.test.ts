import { describe, expect, it } from 'vitest';
import { addressEndDateText, isOverdueUnpaid } from './info-box.ts';

describe('info box rules', () => {
  it('warns for unpaid invoices only once they are overdue', () => {
    expect(isOverdueUnpaid({ remainingAmount: 10, dueDate: '2025-11-20' }, '2025-11-21')).toBe(true);
    expect(isOverdueUnpaid({ remainingAmount: 10, dueDate: '2025-11-21' }, '2025-11-21')).toBe(false);
    expect(isOverdueUnpaid({ remainingAmount: 0, dueDate: '2025-01-01' }, '2025-11-21')).toBe(false);
  });

  it('words the address end-date error', () => {
    expect(
      addressEndDateText({
        address: 'Storgatan 12',
        agreementNumber: 1000011,
        endDate: '2025-12-31',
        system: 'BILLING',
        mainAgreementNumber: 5001,
      }),
    ).toBe(
      'Vald adress Storgatan 12 på aktivt kundavtal (1000011) har ett slutdatum (2025-12-31) i Visma på huvudavtal (5001). Beställningar kan ej genomföras. Byt adress eller kontakta Affärsstöd.',
    );
  });
});
