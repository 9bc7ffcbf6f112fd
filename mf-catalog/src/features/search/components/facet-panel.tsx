// The facets of a listing: Merk, Serie, Type, Klasse, each expanded at first, with a
// 'more' control after 5 values. A checked value narrows the listing; values of one facet add up.
// Above them, for a customer who ordered before, "Eerder besteld".
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { FacetValue } from '@/lib/search-client';
import { texts } from '@/texts';
import { FACETS, type FacetField, type FacetFilters } from '../types';

export const FACET_VISIBLE_VALUES = 5;

const Section = styled.section`
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  padding: 0.5rem 0 0.75rem;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  h3 button {
    all: unset;
    box-sizing: border-box;
    display: flex;
    justify-content: space-between;
    width: 100%;
    padding: 0.25rem 0;
    cursor: pointer;
    font-weight: 700;
  }
  h3 button:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.accent};
  }
  ul {
    list-style: none;
    margin: 0.25rem 0 0;
    padding: 0;
  }
  li label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    padding: 0.2rem 0;
    cursor: pointer;
  }
  li input {
    width: 1.05rem;
    height: 1.05rem;
    accent-color: ${(p) => p.theme.colors.primary};
  }
  .count {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.875rem;
  }
  .more {
    margin-top: 0.25rem;
    background: none;
    border: 0;
    padding: 0.25rem 0;
    font: inherit;
    color: ${(p) => p.theme.colors.primary};
    text-decoration: underline;
    cursor: pointer;
  }
`;

function Facet({ field, title, values, selected, onToggle }: { field: FacetField; title: string; values: FacetValue[]; selected: string[]; onToggle: (field: FacetField, value: string) => void }) {
  const [expanded, setExpanded] = useState(true);
  const [showAll, setShowAll] = useState(false);
  const id = useId();
  // A chosen value stays visible (and can be unchecked) even when the current results lack it.
  const merged: FacetValue[] = [...values];
  for (const v of selected) if (!merged.some((m) => String(m.value) === v)) merged.push({ value: v, count: 0 });
  const visible = showAll ? merged : merged.slice(0, FACET_VISIBLE_VALUES);
  return (
    <Section data-testid={`facet-${field}`}>
      <h3>
        <button type="button" aria-expanded={expanded} aria-controls={`${id}-values`} onClick={() => setExpanded((e) => !e)}>
          {title}
          <span aria-hidden="true">{expanded ? '−' : '+'}</span>
        </button>
      </h3>
      <div id={`${id}-values`} hidden={!expanded}>
        <ul>
          {visible.map((v) => {
            const value = String(v.value);
            return (
              <li key={value}>
                <label>
                  <input type="checkbox" checked={selected.includes(value)} onChange={() => onToggle(field, value)} />
                  <span>{value}</span>
                  <span className="count">({v.count.toLocaleString('nl-NL')})</span>
                </label>
              </li>
            );
          })}
        </ul>
        {merged.length > FACET_VISIBLE_VALUES && (
          <button type="button" className="more" aria-expanded={showAll} onClick={() => setShowAll((s) => !s)}>
            {showAll ? texts.listing.less : texts.listing.more(merged.length - FACET_VISIBLE_VALUES)}
          </button>
        )}
      </div>
    </Section>
  );
}

export function FacetPanel({ facets, filters, onToggle }: { facets: Partial<Record<FacetField, FacetValue[]>>; filters: FacetFilters; onToggle: (field: FacetField, value: string) => void }) {
  return (
    <>
      {FACETS.map(({ field, title }) => {
        const values = facets[field] ?? [];
        const selected = filters[field] ?? [];
        if (values.length === 0 && selected.length === 0) return null;
        return <Facet key={field} field={field} title={title} values={values} selected={selected} onToggle={onToggle} />;
      })}
    </>
  );
}

/** "Eerder besteld": only the articles the customer ordered in the last 24 months (with their count). */
export function PurchasedFacet({ checked, count, onToggle }: { checked: boolean; count: number | undefined; onToggle: () => void }) {
  const id = useId();
  return (
    <Section aria-labelledby={`${id}-title`} data-testid="purchased-facet">
      <h3 id={`${id}-title`}>{texts.listing.purchasedFacet}</h3>
      <ul>
        <li>
          <label>
            <input type="checkbox" checked={checked} onChange={onToggle} data-testid="purchased-filter" />
            <span>{texts.listing.purchasedOnly}</span>
            {count !== undefined && <span className="count">({count.toLocaleString('nl-NL')})</span>}
          </label>
        </li>
      </ul>
    </Section>
  );
}
