import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppLink } from './app-link.tsx';

afterEach(cleanup);

describe('AppLink', () => {
  it('opens the customer view and a case page in a new tab (document 3 section 2) and other pages in this one', () => {
    render(
      <MemoryRouter>
        <AppLink to="/klc/100234/tjanster">Kund</AppLink>
        <AppLink to="/sappis/cases/700010">Ärende</AppLink>
        <AppLink to="/sappis/cases">Ärenden</AppLink>
      </MemoryRouter>,
    );
    const customer = screen.getByRole('link', { name: 'Kund' });
    expect(customer.getAttribute('href')).toBe('/klc/100234/tjanster');
    expect(customer.getAttribute('target')).toBe('_blank');
    expect(customer.getAttribute('rel')).toBe('noopener noreferrer');
    const caseLink = screen.getByRole('link', { name: 'Ärende' });
    expect(caseLink.getAttribute('href')).toBe('/sappis/cases/700010');
    expect(caseLink.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Ärenden' }).getAttribute('target')).toBeNull();
  });
});
