import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IncomingHandOvers, OutgoingHandOver } from './hand-overs.tsx';

afterEach(cleanup);

const handOver = {
  agreementNumber: 1000011,
  deliveryAddress: 'Storgatan 12',
  deliveryCity: 'Göteborg',
  otherCustomerNumber: 100001,
  otherName: 'Karin Lindqvist',
  startDate: '2027-01-01',
  services: ['Bredband 250/250', 'Sappa Mix 5'],
};

describe('hand-overs of assigned agreements', () => {
  it('show the receiver the coming agreement, from whom and from when, with its services and no actions', () => {
    render(<IncomingHandOvers handOvers={[handOver]} />);
    const card = screen.getByTestId('hand-over-incoming');
    expect(card.textContent).toContain('Kommande avtal 1000011');
    expect(card.textContent).toContain('Storgatan 12, Göteborg');
    expect(card.textContent).toContain('Överlåts från Karin Lindqvist (100001) från 2027-01-01');
    expect(card.textContent).toContain('Tjänster från 2027-01-01: Bredband 250/250, Sappa Mix 5');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tell the assigner to whom the agreement goes and from when', () => {
    render(
      <OutgoingHandOver handOver={{ ...handOver, otherCustomerNumber: 200002, otherName: 'Per Holm' }} />,
    );
    expect(screen.getByTestId('hand-over-outgoing').textContent).toBe(
      'Överlåts till Per Holm (200002) från 2027-01-01',
    );
  });
});
