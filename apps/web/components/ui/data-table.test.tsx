import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from './data-table';

interface Payout {
  id: string;
  provider: string;
  amount: string;
}

const columns: DataColumn<Payout>[] = [
  { key: 'provider', header: 'Provider', rowHeader: true, cell: (row) => row.provider },
  { key: 'amount', header: 'Amount', align: 'end', cell: (row) => row.amount },
  { key: 'actions', header: 'Actions', hideHeader: true, cell: (row) => <button type="button">Retry {row.provider}</button> },
];

describe('DataTable', () => {
  it('renders a captioned table, one row per item, each named by its row header', () => {
    render(
      <DataTable
        caption="Payouts, page 1 of 1"
        columns={columns}
        rows={[
          { id: 'a', provider: 'Sam Okafor', amount: '$80.00' },
          { id: 'b', provider: 'Lee Chan', amount: '$45.50' },
        ]}
        rowKey={(row) => row.id}
        empty={<p>No payouts yet</p>}
      />,
    );
    const table = screen.getByRole('table', { name: 'Payouts, page 1 of 1' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Provider', 'Amount', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Sam Okafor');
    expect(within(first!).getByRole('cell', { name: '$80.00' })).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Retry Lee Chan' })).toBeInTheDocument();
    // On a phone each value is labelled with its column (drawn by CSS from this attribute).
    expect(within(first!).getByRole('cell', { name: '$80.00' })).toHaveAttribute('data-label', 'Amount');
    // The region around it can be scrolled from the keyboard.
    expect(screen.getByRole('region', { name: 'Payouts, page 1 of 1' })).toHaveAttribute('tabindex', '0');
  });

  it('shows the empty state instead of an empty table', () => {
    render(<DataTable caption="Payouts" columns={columns} rows={[]} rowKey={(row) => row.id} empty={<p>No payouts yet</p>} />);
    expect(screen.getByText('No payouts yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
