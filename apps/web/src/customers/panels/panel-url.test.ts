// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openPanels, withPanelClosed, withPanelOpened } from './panel-url.ts';

const url = (search: string) => new URLSearchParams(search);

describe('the left and the extra panel in the URL', () => {
  it('a panel opened from the customer view replaces both panels', () => {
    const next = withPanelOpened(url('panel=service-details&row=7&extra=edit-channels'), 'page', 'invoices', {
      invoice: '5',
    });
    expect(next.toString()).toBe('panel=invoices&invoice=5');
  });

  it('a panel opened from the left panel opens beside it, each with its own parameters', () => {
    const next = withPanelOpened(url('panel=service-details&row=7'), 'left', 'edit-channels', { row: '9' });
    const { left, extra } = openPanels(next);
    expect(left?.type).toBe('service-details');
    expect(left?.params.get('row')).toBe('7');
    expect(extra?.type).toBe('edit-channels');
    expect(extra?.params.get('row')).toBe('9');
  });

  it('a panel opened from the extra panel replaces the extra panel and keeps the left one', () => {
    const start = url('panel=service-details&row=7&extra=edit-channels&extra.row=9');
    const { left, extra } = openPanels(withPanelOpened(start, 'extra', 'channel-view', { row: '9' }));
    expect(left?.params.toString()).toBe('panel=service-details&row=7');
    expect(extra?.type).toBe('channel-view');
  });

  it("asking for the left panel's own type from the extra panel returns to the left panel", () => {
    const start = url('panel=documents&agreement=1&extra=create-document&extra.agreement=1');
    expect(withPanelOpened(start, 'extra', 'documents', { agreement: '1' }).toString()).toBe(
      'panel=documents&agreement=1',
    );
  });

  it('closing the extra panel returns to the left panel as it was; closing the left one closes both', () => {
    const start = url('panel=customer-details&tab=x&extra=payment-method-change');
    expect(withPanelClosed(start, 'extra').toString()).toBe('panel=customer-details&tab=x');
    expect(withPanelClosed(start, 'left').toString()).toBe('');
  });

  it('an extra panel without a left panel, or an unknown type, is not opened', () => {
    expect(openPanels(url('extra=edit-channels'))).toEqual({ left: null, extra: null });
    expect(openPanels(url('panel=memos&extra=nonsense')).extra).toBeNull();
  });
});
