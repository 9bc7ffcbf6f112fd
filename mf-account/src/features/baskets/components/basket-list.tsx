// Mijn winkelwagens and Mijn bestellijsten: the lists (the user's own first, as the api sends
// them) with their maker and last changer, line counts, gross totals and last change; the maker
// makes one personal or shares it again; create one, open one (a basket becomes current; an order list opens its detail), and
// delete one after the confirm popup.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { BASKET_TYPE, notify, type ApiBasket, type BasketType, Button, formatDate, formatMoney, sameBasketId, useBaskets, useBasketStore } from '@kraanvogel/shared';
import { ErrorText, Field, Muted, QueryState, Table, TableScroll, Toolbar } from '@/components/ui';
import { texts } from '@/texts';
import { ACCOUNT_SOURCE } from '@/lib/basket-source';
import { useSelectBasket, useSetBasketPersonal } from '../api/baskets';
import { ConfirmDialog, useCreateBasket, useRemoveBasket } from '@kraanvogel/shared/screens';

const MAX_NAME = 100;

const Owner = styled(Muted)`
  margin: 0.25rem 0 0;
  font-size: 0.875rem;
`;

export function orderListPath(list: Pick<ApiBasket, 'id' | 'name'>) {
  const slug = list.name.toLowerCase().normalize('NFKD').replace(/[^\w]+/g, '-').replace(/^-+|-+$/g, '') || 'bestellijst';
  return `/mijnaccount/mijnbestellijsten/${slug}/${list.id}`;
}

export function BasketList({ basketType }: { basketType: BasketType }) {
  const T = basketType === BASKET_TYPE.winkelwagen ? texts.baskets.baskets : texts.baskets.lists;
  const C = texts.baskets.columns;
  const { data, isPending, error } = useBaskets(basketType);
  const current = useBasketStore((s) => s.currentBasket);
  const create = useCreateBasket(basketType, ACCOUNT_SOURCE);
  const remove = useRemoveBasket(ACCOUNT_SOURCE);
  const selectBasket = useSelectBasket();
  const setPersonal = useSetBasketPersonal();
  const O = texts.baskets.owner;
  const togglePersonal = (b: ApiBasket) =>
    setPersonal.mutate(
      { basketId: b.id, isPersonal: !b.isPersonal },
      { onSuccess: () => notify.success(b.isPersonal ? O.madeShared(b.name) : O.madePersonal(b.name)), onError: () => notify.alert(O.failed) },
    );
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ApiBasket | null>(null);

  const onCreate = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError(texts.baskets.nameRequired);
    if (trimmed.length > MAX_NAME) return setNameError(texts.baskets.nameTooLong(MAX_NAME));
    setNameError(null);
    await create.mutateAsync(trimmed).then(
      () => notify.success(T.created),
      () => notify.alert(T.createFailed),
    );
    setName('');
  };
  const open = async (b: ApiBasket) => {
    if (basketType === BASKET_TYPE.bestellijst) return navigate(orderListPath(b));
    if (await selectBasket(b.id)) void navigate(`/winkelwagen/${b.id}`);
  };

  return (
    <>
      <form onSubmit={onCreate} noValidate>
        <Toolbar>
          <Field>
            {T.createLabel}
            <input value={name} onChange={(e) => setName(e.target.value)} aria-invalid={!!nameError} aria-describedby={nameError ? `name-error-${basketType}` : undefined} />
          </Field>
          <Button type="submit" disabled={create.isPending}>
            {T.create}
          </Button>
        </Toolbar>
        {nameError && (
          <ErrorText id={`name-error-${basketType}`} role="alert">
            {nameError}
          </ErrorText>
        )}
      </form>
      <QueryState isPending={isPending} error={error} empty={data?.length === 0} emptyText={T.empty} />
      {data && data.length > 0 && (
        <TableScroll>
          <Table data-testid={basketType === BASKET_TYPE.winkelwagen ? 'basket-table' : 'order-list-table'}>
            <caption>{T.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{C.name}</th>
                <th scope="col" className="num">
                  {C.lines}
                </th>
                <th scope="col" className="num">
                  {C.total}
                </th>
                <th scope="col">{C.changed}</th>
                <th scope="col">{C.actions}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((b) => (
                <tr key={b.id}>
                  <td>
                    {basketType === BASKET_TYPE.bestellijst ? <Link to={orderListPath(b)}>{b.name}</Link> : b.name}
                    {basketType === BASKET_TYPE.winkelwagen && sameBasketId(current?.id, b.id) && <> ({texts.baskets.baskets.current})</>}
                    <Owner data-testid="basket-owner">
                      {O.madeBy(b.createdByName, b.isOwn)} · {O.changedBy(b.lastModifiedByName)} · {b.isPersonal ? O.personal : O.shared}
                    </Owner>
                  </td>
                  <td className="num">{b.basketItems.length}</td>
                  <td className="num">{formatMoney(b.basketItems.reduce((s, i) => s + i.amount * i.grossPrice, 0))}</td>
                  <td>{formatDate(b.lastModificationTime)}</td>
                  <td>
                    <Toolbar style={{ margin: 0 }}>
                      <Button type="button" variant="secondary" aria-label={T.openLabel(b.name)} onClick={() => void open(b)}>
                        {T.open}
                      </Button>
                      {b.isOwn && (
                        <Button
                          type="button"
                          variant="secondary"
                          aria-label={b.isPersonal ? O.makeSharedLabel(b.name) : O.makePersonalLabel(b.name)}
                          disabled={setPersonal.isPending}
                          onClick={() => togglePersonal(b)}
                        >
                          {b.isPersonal ? O.makeShared : O.makePersonal}
                        </Button>
                      )}
                      <Button type="button" variant="secondary" aria-label={texts.baskets.removeLabel(b.name)} onClick={() => setToDelete(b)}>
                        {texts.baskets.remove}
                      </Button>
                    </Toolbar>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      {toDelete && (
        <ConfirmDialog
          title={T.deleteTitle}
          confirmText={texts.baskets.remove}
          message={T.deleteText(toDelete.name)}
          busy={remove.isPending}
          onCancel={() => setToDelete(null)}
          onConfirm={() =>
            remove.mutate(toDelete.id, {
              onSettled: () => setToDelete(null),
            })
          }
        />
      )}
    </>
  );
}
