// Mijn team (main user): every user of the organization with role and status; a member is removed
// after the confirm popup, never the main user himself.
import { useState } from 'react';
import { Button, LinkButton, notify, useAuth } from '@kraanvogel/shared';
import { QueryState, Toolbar } from '@/components/ui';
import { messageOf } from '@/lib/api-errors';
import type { Employee } from '@/lib/api-types';
import { roleLabel } from '@/lib/roles';
import { texts } from '@/texts';
import { useEmployees } from '../api/get-employees';
import { useRemoveMember } from '../api/remove-member';
import { ConfirmDialog, ResponsiveList } from '@kraanvogel/shared/screens';

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
        <ResponsiveList
          data-testid="team-table"
          caption={T.caption}
          rows={data}
          rowKey={(e) => e.id}
          columns={[
            {
              header: T.columns.name,
              card: 'title',
              cell: (e) => (
                <>
                  {fullName(e)} {e.id === me && T.you}
                </>
              ),
            },
            { header: T.columns.email, cell: (e) => e.userName },
            { header: T.columns.role, cell: (e) => e.roles.map(roleLabel).join(', ') },
            { header: T.columns.status, cell: (e) => (e.isInvited ? T.invited : e.isActive ? T.active : T.inactive) },
            {
              header: T.columns.actions,
              card: 'action',
              cell: (e) =>
                e.id !== me && (
                  <Button variant="secondary" aria-label={T.removeLabel(fullName(e))} onClick={() => setToRemove(e)}>
                    {T.remove}
                  </Button>
                ),
            },
          ]}
        />
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
