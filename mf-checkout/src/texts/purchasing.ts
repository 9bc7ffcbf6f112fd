// The order wizard's texts of purchasing control: why an order goes for approval (a limit of the
// user, or the budget of the cost centre it goes on) and the choice of that cost centre. A module
// of its own, read by step 2 only, so that the pages the basket widgets appear on do not download it.

export const purchasingTexts = {
  /** Why the order goes for approval, in one sentence with the amounts. */
  approvalReason: (kind: 'perOrder' | 'perMonth' | 'budget', total: string, limit: string, monthAfter: string, approvers: string, costCentre = '', left = '') =>
    kind === 'perOrder'
      ? `Deze bestelling van ${total} (excl. btw) is hoger dan uw limiet van ${limit} per bestelling, daarom gaat hij eerst ter goedkeuring naar ${approvers}.`
      : kind === 'perMonth'
        ? `Met deze bestelling van ${total} (excl. btw) komt u deze maand op ${monthAfter}, boven uw maandlimiet van ${limit}, daarom gaat hij eerst ter goedkeuring naar ${approvers}.`
        : `Deze bestelling van ${total} (excl. btw) is meer dan er over is van het budget van kostenplaats ${costCentre} (${left} van ${limit}), daarom gaat hij eerst ter goedkeuring naar ${approvers}.`,
  costCentre: {
    heading: 'Kostenplaats',
    label: 'Op welke kostenplaats boekt u deze bestelling?',
    choose: 'Kies een kostenplaats',
    required: 'Kies de kostenplaats waarop u deze bestelling boekt.',
    option: (name: string, left: string | null) => (left === null ? `${name} (geen budget)` : `${name} (nog ${left} over)`),
    only: (name: string) => `Deze bestelling wordt geboekt op kostenplaats ${name}.`,
    left: (left: string, budget: string, period: 'month' | 'quarter' | 'year') =>
      `Van het budget van ${budget} ${{ month: 'voor deze maand', quarter: 'voor dit kwartaal', year: 'voor dit jaar' }[period]} is nog ${left} over.`,
    noBudget: 'Deze kostenplaats heeft geen budget.',
  },
} as const;
