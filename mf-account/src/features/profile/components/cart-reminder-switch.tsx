// The open-cart reminder: a switch that turns the reminder mail on or off at once (PATCH
// open-cart-reminder?receiveCartReminder=); it shows what the server holds.
import { Checkbox, notify } from '@kraanvogel/shared';
import { Panel, QueryState } from '@/components/ui';
import { messageOf } from '@/lib/api-errors';
import { texts } from '@/texts';
import { useCartReminder } from '../api/get-cart-reminder';
import { useSetCartReminder } from '../api/set-cart-reminder';

const T = texts.cartReminder;

export function CartReminderSwitch() {
  const { data, isPending, error } = useCartReminder();
  const set = useSetCartReminder();
  return (
    <Panel aria-labelledby="cart-reminder-title" data-testid="cart-reminder">
      <h2 id="cart-reminder-title">{T.title}</h2>
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
