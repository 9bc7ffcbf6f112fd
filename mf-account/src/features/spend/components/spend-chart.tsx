// The spend bar chart: per month a stacked bar of the cost centres' spend, and the budget per month
// as a dashed line. An image to assistive technology, named and described; the table beside it
// holds the same figures (its text alternative). Scales to any width (360 px included).
import { formatMoney } from '@kraanvogel/shared';
import styled from 'styled-components';
import { texts } from '@/texts';
import type { Spend } from '@/lib/api-types';
import { niceScale, stacks } from '../lib/chart';

const T = texts.spend;
const W = 720;
const H = 280;
const PAD = { left: 64, right: 8, top: 12, bottom: 36 };

const Figure = styled.figure`
  margin: 0 0 1rem;
  svg {
    width: 100%;
    height: auto;
    display: block;
  }
  text {
    font-size: 12px;
    fill: ${(p) => p.theme.colors.text};
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  list-style: none;
  padding: 0;
  margin: 0.5rem 0 0;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
  }
  .swatch {
    width: 0.9rem;
    height: 0.9rem;
    border-radius: 2px;
  }
  .line {
    width: 1.2rem;
    border-top: 2px dashed ${(p) => p.theme.colors.text};
  }
`;

export function SpendChart({ spend, describedBy }: { spend: Spend; describedBy: string }) {
  const rows = spend.costCentres;
  const bars = stacks(spend.months, rows);
  const budget = rows.reduce((s, r) => s + (r.monthlyBudget ?? 0), 0);
  const max = Math.max(budget, ...bars.map((b) => b.reduce((s, x) => s + x.value, 0)));
  const { top, step } = niceScale(max);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const slot = plotW / spend.months.length;
  const barW = slot * 0.6;
  return (
    <Figure>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="spend-chart-title" aria-describedby={describedBy} data-testid="spend-chart">
        <title id="spend-chart-title">{T.chartTitle}</title>
        {Array.from({ length: top / step + 1 }, (_x, i) => i * step).map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#d9dde3" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end">
              {formatMoney(v).replace(/,00$/, '')}
            </text>
          </g>
        ))}
        {bars.map((segments, k) => {
          let base = 0;
          const x = PAD.left + k * slot + (slot - barW) / 2;
          return (
            <g key={spend.months[k]} data-testid="spend-bar">
              {segments.map((s) => {
                const from = base;
                base += s.value;
                return s.value > 0 ? <rect key={s.key} x={x} width={barW} y={y(base)} height={y(from) - y(base)} fill={s.colour} /> : null;
              })}
              <text x={x + barW / 2} y={H - PAD.bottom + 16} textAnchor="middle">
                {T.monthName(spend.months[k]!).replace(/ \d{4}$/, '')}
              </text>
            </g>
          );
        })}
        {budget > 0 && <line x1={PAD.left} x2={W - PAD.right} y1={y(budget)} y2={y(budget)} stroke="#1d1d1b" strokeWidth={2} strokeDasharray="6 4" />}
      </svg>
      <figcaption>
        <Legend aria-label={T.legend}>
          {rows.map((r, i) => (
            <li key={r.name ?? ''}>
              <span className="swatch" style={{ background: bars[0]?.[i]?.colour }} aria-hidden="true" />
              {r.name ?? T.none}
            </li>
          ))}
          {budget > 0 && (
            <li>
              <span className="line" aria-hidden="true" />
              {T.budgetLine} ({formatMoney(budget)})
            </li>
          )}
        </Legend>
      </figcaption>
    </Figure>
  );
}
