import { within } from '@testing-library/react';

/** A table's body rows as text: each row's header, then its cells (the header row left out). */
export function tableRowsText(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);
}
