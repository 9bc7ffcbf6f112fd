// Mijn organisatie (main user): the organization's details and its addresses, and the way to what
// he manages for it: the address details, the mail notifications and the team.
import { Link } from 'react-router';
import styled from 'styled-components';
import { CardGrid } from '@kraanvogel/shared';
import { Facts, Panel, QueryState } from '@/components/ui';
import type { OrganizationAddress } from '@/lib/api-types';
import { texts } from '@/texts';
import { useOrganizationAddresses } from '../api/get-organization-addresses';
import { useOrganizationUnits } from '../api/get-organization-units';

const T = texts.organization;
const none = texts.common.none;

const Cards = styled(CardGrid)`
  h3 {
    margin: 0 0 0.35rem;
    font-size: 1rem;
  }
  address {
    font-style: normal;
  }
  a {
    display: block;
    color: ${(p) => p.theme.colors.primary};
    font-weight: 600;
    min-height: 1.5rem;
  }
  p {
    margin: 0.25rem 0 0;
  }
`;

export function AddressLines({ a }: { a: OrganizationAddress }) {
  return (
    <address>
      {[a.name, `${a.street} ${a.houseNumber}`.trim(), `${a.postalCode} ${a.city}`.trim(), texts.organization.form.countries[a.country] ?? a.country].filter(Boolean).map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </address>
  );
}

export function OrganizationOverview() {
  const units = useOrganizationUnits();
  const addresses = useOrganizationAddresses();
  const unit = units.data?.[0];
  return (
    <>
      <Panel aria-labelledby="org-unit" data-testid="organization-unit">
        <h2 id="org-unit">{T.unit}</h2>
        {unit ? (
          <Facts>
            <dt>{T.name}</dt>
            <dd>{unit.name}</dd>
            <dt>{T.customerNumber}</dt>
            <dd>{unit.customerNumber}</dd>
            <dt>{T.kvk}</dt>
            <dd>{unit.chamberOfCommerceNumber ?? none}</dd>
            <dt>{T.vat}</dt>
            <dd>{unit.vatNumber ?? none}</dd>
            <dt>{T.phone}</dt>
            <dd>{unit.phone ?? none}</dd>
            <dt>{T.email}</dt>
            <dd>{unit.email ?? none}</dd>
          </Facts>
        ) : (
          <QueryState isPending={units.isPending} error={units.error} />
        )}
      </Panel>
      <Panel aria-labelledby="org-addresses" data-testid="organization-addresses">
        <h2 id="org-addresses">{T.addresses}</h2>
        {addresses.data ? (
          addresses.data.length === 0 ? (
            <p>{T.noAddresses}</p>
          ) : (
            <Cards $framed>
              {addresses.data.map((a) => (
                <li key={a.id}>
                  <h3>{T.addressKinds[a.kind] ?? a.kind}</h3>
                  <AddressLines a={a} />
                </li>
              ))}
            </Cards>
          )
        ) : (
          <QueryState isPending={addresses.isPending} error={addresses.error} />
        )}
      </Panel>
      <Panel aria-labelledby="org-links">
        <h2 id="org-links">{T.links}</h2>
        <Cards $framed>
          <li>
            <Link to="/mijnaccount/mijnorganisatie/adresgegevenswijzigen">{T.edit}</Link>
            <p>{T.editHint}</p>
          </li>
          <li>
            <Link to="/mijnaccount/mijnorganisatie/mailnotifications">{T.mail}</Link>
            <p>{T.mailHint}</p>
          </li>
          <li>
            <Link to="/mijnaccount/mijnorganisatie/artikelnummers">{T.articleNumbers}</Link>
            <p>{T.articleNumbersHint}</p>
          </li>
          <li>
            <Link to="/mijnaccount/mijnorganisatie/mijnteam">{T.team}</Link>
            <p>{T.teamHint}</p>
          </li>
          <li>
            <Link to="/mijnaccount/mijnorganisatie/uitgaven">{T.spend}</Link>
            <p>{T.spendHint}</p>
          </li>
        </Cards>
      </Panel>
    </>
  );
}
