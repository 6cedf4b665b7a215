import { LATE_CANCEL_DEFAULT_HOURS } from '@host/domain/reports/report';
import { sql } from 'drizzle-orm';

/**
 * How close to its start a cancellation counts as late (docs/rules.md, reports): the booking's ticket's refund window,
 * or a day when it has none. `ticket` names the tickets row joined to the booking; the reports and a guest's computed
 * tags (guest-tags.ts) count a late cancellation alike: `cancelled_at > starts_at - <this>`.
 */
export function lateWindowOf(ticket: string) {
  const column = (name: string) => sql.raw(`${ticket}.${name}`);
  return sql`case ${column('refund_window_unit')}
      when 'minute' then make_interval(mins => ${column('refund_window')})
      when 'hour' then make_interval(hours => ${column('refund_window')})
      when 'day' then make_interval(days => ${column('refund_window')})
      else make_interval(hours => ${LATE_CANCEL_DEFAULT_HOURS})
    end`;
}
