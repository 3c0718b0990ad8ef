import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type PageCode, PageView, pageCode } from './page-code.tsx';

afterEach(cleanup);

const customerView = () => Promise.resolve({ default: () => <h1>Kundbild</h1> });
const caseView = () => Promise.resolve({ default: () => <h1>Ärende</h1> });

function renderInSuspense(code: PageCode) {
  return render(
    <Suspense fallback={<span role="status">Laddar...</span>}>
      <PageView code={code} />
    </Suspense>,
  );
}

describe('pageCode', () => {
  it('shows a page whose code was loaded before the first render in that render, with no loading state', async () => {
    const code = pageCode(customerView);
    await code.preload();
    renderInSuspense(code);
    expect(screen.getByRole('heading', { name: 'Kundbild' })).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('loads a page not loaded ahead when it is first shown, with the loading state meanwhile', async () => {
    const code = pageCode(customerView);
    renderInSuspense(code);
    expect(screen.getByRole('status').textContent).toBe('Laddar...');
    expect(await screen.findByRole('heading', { name: 'Kundbild' })).toBeDefined();
  });

  it('shows the page of the next route, not the first one, when the same element gets another page', async () => {
    const customer = pageCode(customerView);
    const item = pageCode(caseView);
    await Promise.all([customer.preload(), item.preload()]);
    const { rerender } = renderInSuspense(customer);
    rerender(
      <Suspense fallback={<span role="status">Laddar...</span>}>
        <PageView code={item} />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Ärende' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Kundbild' })).toBeNull();
  });
});
