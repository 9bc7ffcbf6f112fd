// Mijn team (main user): every user of the organization with role and status; a member is removed
// after the confirm popup, never the main user himself.
import { useState } from 'react';
import { Button, LinkButton, notify, useAuth } from '@kraanvogel/shared';
import { QueryState, Table, TableScroll, Toolbar } from '@/components/ui';
import { messageOf } from '@/lib/api-errors';
import type { Employee } from '@/lib/api-types';
import { roleLabel } from '@/lib/roles';
import { texts } from '@/texts';
import { useEmployees } from '../api/get-employees';
import { useRemoveMember } from '../api/remove-member';
import { ConfirmDialog } from '@kraanvogel/shared/screens';

const T = texts.team;
const fullName = (e: Employee) => `${e.name} ${e.surname}`.trim() || e.userName;

export function TeamList() {
  const { data, isPending, error } = useEmployees();
  const me = useAuth((s) => s.user?.sub);
  const remove = useRemoveMember();
  const [toRemove, setToRemove] = useState<Employee | null>(null);

  return (
    <>
      <Toolbar>
        <LinkButton to="/mijnaccount/mijnorganisatie/mijnteam/nieuwlid">{T.add}</LinkButton>
      </Toolbar>
      <QueryState isPending={isPending} error={error} empty={data?.length === 0} emptyText={T.empty} />
      {data && data.length > 0 && (
        <TableScroll>
          <Table data-testid="team-table">
            <caption>{T.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.columns.name}</th>
                <th scope="col">{T.columns.email}</th>
                <th scope="col">{T.columns.role}</th>
                <th scope="col">{T.columns.status}</th>
                <th scope="col">{T.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((e) => (
                <tr key={e.id}>
                  <td>
                    {fullName(e)} {e.id === me && T.you}
                  </td>
                  <td>{e.userName}</td>
                  <td>{e.roles.map(roleLabel).join(', ')}</td>
                  <td>{e.isInvited ? T.invited : e.isActive ? T.active : T.inactive}</td>
                  <td>
                    {e.id !== me && (
                      <Button variant="secondary" aria-label={T.removeLabel(fullName(e))} onClick={() => setToRemove(e)}>
                        {T.remove}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      {toRemove && (
        <ConfirmDialog
          title={T.removeTitle}
          confirmText={T.remove}
          message={T.removeText(fullName(toRemove))}
          busy={remove.isPending}
          onCancel={() => setToRemove(null)}
          onConfirm={() =>
            remove.mutate(toRemove.id, {
              onSuccess: () => notify.success(T.removed(fullName(toRemove))),
              onError: (err) => notify.alert(messageOf(err)),
              onSettled: () => setToRemove(null),
            })
          }
        />
      )}
    </>
  );
}
