// The one way to show rows of data (orders, invoices, lines): a table on a wide screen, a list of
// cards on a narrow one, so a phone at 360 px never scrolls sideways. A card carries the row's
// title, its key figures as label and value, and its actions (buttons, fields) under them; the
// columns marked card: 'hidden' stay on the table only. On a wide screen a table wider than its
// place scrolls inside a labelled region that takes the keyboard focus (arrow keys scroll it).
//
//   <ResponsiveList caption="Orders" rows={orders} rowKey={(o) => o.orderNo} data-testid="order-table"
//     columns={[{ header: 'Ordernummer', cell: (o) => <Link …>{o.orderNo}</Link>, card: 'title' },
//               { header: 'Totaal', cell: (o) => formatMoney(o.total), numeric: true }]} />
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme, useMediaQuery, visuallyHiddenStyles, type Theme } from '@kraanvogel/shared';

export interface ListColumn<Row> {
  /** The column's heading; on a card the label before the value. */
  header: ReactNode;
  /** What the row shows in this column. */
  cell: (row: Row) => ReactNode;
  /** Figures (amounts, money): right-aligned in the table. */
  numeric?: boolean;
  /**
   * Its place on a card: 'title' (the card's first line, in bold), 'figure' (a key figure with its
   * label; the default), 'action' (under the figures: a button, a field), 'hidden' (table only).
   */
  card?: 'title' | 'figure' | 'action' | 'hidden';
}

export interface ResponsiveListProps<Row> {
  rows: readonly Row[];
  columns: readonly ListColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The table's caption and the card list's accessible name. */
  caption: string;
  /** The caption for screen readers only (a heading above already names the list). */
  captionHidden?: boolean;
  /** The previous rows, shown dimmed while the new ones load. */
  busy?: boolean;
  /** Cards below this breakpoint; the table from it on (default md, 768 px). */
  cardsBelow?: keyof Theme['breakpoints'];
  'data-testid'?: string;
}

const Scroll = styled.div`
  overflow-x: auto;
  margin: 0.5rem 0 1rem;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Table = styled.table<{ $captionHidden: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  &[aria-busy='true'] tbody {
    opacity: 0.5;
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding: 0.5rem 0;
    ${(p) => (p.$captionHidden ? visuallyHiddenStyles : '')}
  }
  th,
  td {
    text-align: left;
    padding: 0.5rem;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    vertical-align: top;
  }
  th {
    background: ${(p) => p.theme.colors.surface};
    white-space: nowrap;
  }
  .num {
    text-align: right;
    white-space: nowrap;
  }
  a {
    color: ${(p) => p.theme.colors.primary};
    font-weight: 600;
  }
`;

const Caption = styled.p<{ $hidden: boolean }>`
  font-weight: 600;
  margin: 0.5rem 0;
  ${(p) => (p.$hidden ? visuallyHiddenStyles : '')}
`;

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0.5rem 0 1rem;
  display: grid;
  gap: 0.75rem;
  &[aria-busy='true'] > li {
    opacity: 0.5;
  }
  > li {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    padding: 0.75rem 1rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .title {
    font-weight: 700;
    margin: 0 0 0.5rem;
  }
  a {
    color: ${(p) => p.theme.colors.primary};
    font-weight: 600;
  }
  dl {
    display: grid;
    grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
    gap: 0.25rem 1rem;
    margin: 0;
  }
  .pair {
    display: contents;
  }
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: 0.5rem;
    margin-top: 0.75rem;
  }
`;

export function ResponsiveList<Row>({ rows, columns, rowKey, caption, captionHidden = false, busy, cardsBelow = 'md', 'data-testid': testId }: ResponsiveListProps<Row>) {
  const captionId = useId();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints[cardsBelow]}px)`);
  if (wide) {
    return (
      // Focusable so that a keyboard can scroll a table wider than the screen.
      <Scroll role="region" aria-label={caption} tabIndex={0}>
        <Table data-testid={testId} aria-busy={busy ?? false} $captionHidden={captionHidden}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((c, i) => (
                <th key={i} scope="col" className={c.numeric ? 'num' : undefined}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c, i) => (
                  <td key={i} className={c.numeric ? 'num' : undefined}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    );
  }
  const title = columns.filter((c) => c.card === 'title');
  const figures = columns.filter((c) => (c.card ?? 'figure') === 'figure');
  const actions = columns.filter((c) => c.card === 'action');
  return (
    <>
      <Caption id={captionId} $hidden={captionHidden}>
        {caption}
      </Caption>
      <Cards data-testid={testId} aria-labelledby={captionId} aria-busy={busy ?? false}>
        {rows.map((row) => (
          <li key={rowKey(row)}>
            {title.length > 0 && (
              <p className="title">
                {title.map((c, i) => (
                  <span key={i}>
                    {i > 0 && ' · '}
                    {c.cell(row)}
                  </span>
                ))}
              </p>
            )}
            <dl>
              {figures.map((c, i) => (
                <div key={i} className="pair">
                  <dt>{c.header}</dt>
                  <dd>{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions.length > 0 && (
              <div className="actions">
                {actions.map((c, i) => (
                  <div key={i}>{c.cell(row)}</div>
                ))}
              </div>
            )}
          </li>
        ))}
      </Cards>
    </>
  );
}
