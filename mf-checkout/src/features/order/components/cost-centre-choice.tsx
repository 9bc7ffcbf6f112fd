// The cost centre an order goes on, in step 2: a choice when the user orders on several, a line
// naming it when he has one, nothing when he has none; each with what is left of its budget.
import styled from 'styled-components';
import { formatMoney } from '@kraanvogel/shared';
import { SelectField } from '@kraanvogel/shared/screens';
import { purchasingTexts } from '@/texts/purchasing';
import type { useMyCostCentres } from '../api/my-cost-centres';

type CostCentres = NonNullable<ReturnType<typeof useMyCostCentres>['data']>;

const Section = styled.section`
  margin-bottom: 1.5rem;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.75rem;
  }
  p {
    margin: 0.25rem 0;
  }
`;

const T = purchasingTexts.costCentre;

export function CostCentreChoice({ costCentres, chosen, onChoose, error }: { costCentres: CostCentres; chosen: number | undefined; onChoose: (id: string) => void; error?: string }) {
  if (!costCentres.length) return null;
  const current = costCentres.find((c) => c.id === chosen);
  return (
    <Section aria-labelledby="cost-centre-heading" data-testid="cost-centre">
      <h2 id="cost-centre-heading">{T.heading}</h2>
      {costCentres.length === 1 ? (
        <p>{T.only(costCentres[0]!.name)}</p>
      ) : (
        <SelectField
          id="cost-centre-choice"
          label={T.label}
          value={chosen ? String(chosen) : ''}
          error={error}
          onChange={(e) => onChoose(e.target.value)}
          options={[{ value: '', label: T.choose }, ...costCentres.map((c) => ({ value: String(c.id), label: T.option(c.name, c.left === null ? null : formatMoney(c.left)) }))]}
        />
      )}
      {current && <p data-testid="cost-centre-left">{current.budget === null || current.left === null ? T.noBudget : T.left(formatMoney(current.left), formatMoney(current.budget), current.budgetPeriod)}</p>}
    </Section>
  );
}
