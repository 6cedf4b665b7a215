import { useEffect } from 'react';
import type { BookingTimesView } from './api';
import { useLocale } from './context';
import { shortTime } from './dates';
import { soldOutLine, ticketShortOf } from './ticket-left';

/** A time the diner picked, in the area they picked it in when the service shows its areas. */
export interface PickedTime {
  time: string;
  areaId: string | null;
}

type Service = BookingTimesView['services'][number];
type Time = Service['times'][number];

/**
 * The day's times by service; a time the party cannot book is listed (when the outlet shows all) but
 * disabled. A service that shows its areas lists each area's own times under the area's name.
 */
export function Times({
  times,
  selected,
  onPick,
}: {
  times: BookingTimesView | null;
  selected: PickedTime | null;
  onPick: (picked: PickedTime) => void;
}) {
  const { t } = useLocale();
  const shown = !!times?.services.some((s) => s.times.length);
  useEffect(() => {
    // How long a diner waits for the first times (issue 18: under a second), read by the browser test.
    if (shown && !performance.getEntriesByName('book:times-shown').length) performance.mark('book:times-shown');
  }, [shown]);

  if (!times) return <div className="times-skeleton" aria-hidden="true" />;
  const services = times.services.filter((s) => s.times.length || ticketShortOf(s, times.pax));
  if (!services.length) return <p className="empty">{t('noTimesThatDay')}</p>;
  return (
    <div className="services">
      {services.map((service) => (
        <div key={service.serviceTimingId} className="service" role="group" aria-labelledby={`service-${service.serviceTimingId}`}>
          <h3 id={`service-${service.serviceTimingId}`}>{service.name}</h3>
          {/* A service with nothing left reads as one line, not a wall of struck-out times; a sold-out ticket says so. */}
          {!service.times.some((s) => s.available) ? (
            <p className="service-full">{soldOutLine(service, times.pax, t) ?? t('serviceFull')}</p>
          ) : service.areas?.length ? (
            service.areas.map((area) => (
              <div key={area.id} className="area" role="group" aria-labelledby={`area-${service.serviceTimingId}-${area.id}`}>
                <h4 id={`area-${service.serviceTimingId}-${area.id}`}>{area.name}</h4>
                {area.times.some((s) => s.available) ? (
                  <TimeButtons
                    times={area.times}
                    areaName={area.name}
                    isSelected={(time) => selected?.time === time && selected.areaId === area.id}
                    onPick={(time) => onPick({ time, areaId: area.id })}
                  />
                ) : (
                  <p className="service-full">{t('areaFull')}</p>
                )}
              </div>
            ))
          ) : (
            <TimeButtons
              times={service.times}
              isSelected={(time) => selected?.time === time && !selected.areaId}
              onPick={(time) => onPick({ time, areaId: null })}
            />
          )}
        </div>
      ))}
    </div>
  );
}

function TimeButtons({
  times,
  areaName,
  isSelected,
  onPick,
}: {
  times: Time[];
  areaName?: string;
  isSelected: (time: string) => boolean;
  onPick: (time: string) => void;
}) {
  const { t } = useLocale();
  return (
    <div className="times">
      {times.map(({ time, available }) => {
        const where = areaName ? `${shortTime(time)}, ${areaName}` : shortTime(time);
        return (
          <button
            key={time}
            type="button"
            className={`time${isSelected(time) ? ' selected' : ''}`}
            disabled={!available}
            aria-pressed={isSelected(time)}
            aria-label={available ? where : `${where}, ${t('full')}`}
            onClick={() => onPick(time)}
          >
            {shortTime(time)}
          </button>
        );
      })}
    </div>
  );
}
