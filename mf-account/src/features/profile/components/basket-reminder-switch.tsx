// The open-basket reminder: a switch that turns the reminder mail on or off at once (PATCH
// open-cart-reminder?receiveCartReminder=); it shows what the server holds.
import { notify } from '@kraanvogel/shared';
import { Panel, QueryState } from '@/components/ui';
import { messageOf } from '@/lib/api-errors';
import { texts } from '@/texts';
import { useBasketReminder } from '../api/get-basket-reminder';
import { useSetBasketReminder } from '../api/set-basket-reminder';
import { Checkbox } from '@kraanvogel/shared/screens';

const T = texts.basketReminder;

export function BasketReminderSwitch() {
  const { data, isPending, error } = useBasketReminder();
  const set = useSetBasketReminder();
  return (
    <Panel aria-labelledby="basket-reminder-title" data-testid="basket-reminder">
      <h2 id="basket-reminder-title">{T.title}</h2>
      {data === undefined ? (
        <QueryState isPending={isPending} error={error} />
      ) : (
        <Checkbox
          role="switch"
          label={T.label}
          checked={data}
          disabled={set.isPending}
          onChange={(e) =>
            set.mutate(e.target.checked, {
              onSuccess: (on) => notify.success(on ? T.on : T.off),
              onError: (err) => notify.alert(messageOf(err)),
            })
          }
        />
      )}
    </Panel>
  );
}
