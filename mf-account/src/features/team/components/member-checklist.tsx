// The end of the purchasing popups of Mijn team (order limits, cost centres): a list of team
// members to tick (approvers, members of a cost centre), the refusal of the last save, and
// Annuleren / Opslaan.
import type { ReactNode } from 'react';
import { Button, ButtonRow } from '@kraanvogel/shared';
import { Checkbox } from '@kraanvogel/shared/screens';
import { Muted, Notice } from '@/components/ui';
import { texts } from '@/texts';

export function MemberChecklist({
  legend,
  hint,
  members,
  chosen,
  onChange,
}: {
  legend: string;
  hint?: ReactNode;
  members: readonly { userId: string; name: string }[];
  chosen: string[];
  onChange: (next: (list: string[]) => string[]) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {hint && <Muted>{hint}</Muted>}
      {members.map((m) => (
        <Checkbox
          key={m.userId}
          label={m.name}
          checked={chosen.includes(m.userId)}
          onChange={(e) => onChange((list) => (e.target.checked ? [...list, m.userId] : list.filter((id) => id !== m.userId)))}
        />
      ))}
    </fieldset>
  );
}

export function PopupActions({ problem, saving, onClose }: { problem: string | null; saving: boolean; onClose: () => void }) {
  return (
    <>
      {problem && <Notice role="alert">{problem}</Notice>}
      <ButtonRow>
        <Button variant="secondary" onClick={onClose}>
          {texts.common.cancel}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? texts.common.saving : texts.common.save}
        </Button>
      </ButtonRow>
    </>
  );
}
