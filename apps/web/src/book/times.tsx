import { useEffect } from 'react';
import type { BookingTimesView } from './api';
import { useLocale } from './context';
import { shortTime } from './dates';

/** The day's times by service; a time the party cannot book is listed (when the outlet shows all) but disabled. */
export function Times({ times, selected, onPick }: { times: BookingTimesView | null; selected: string | null; onPick: (time: string) => void }) {
  const { t } = useLocale();
  const shown = !!times?.services.some((s) => s.times.length);
  useEffect(() => {
    // How long a diner waits for the first times (issue 18: under a second), read by the browser test.
    if (shown && !performance.getEntriesByName('book:times-shown').length) performance.mark('book:times-shown');
  }, [shown]);

  if (!times) return <div className="times-skeleton" aria-hidden="true" />;
  const services = times.services.filter((s) => s.times.length);
  if (!services.length) return <p className="empty">{t('noTimesThatDay')}</p>;
  return (
    <div className="services">
      {services.map((service) => (
        <div key={service.serviceTimingId} className="service" role="group" aria-labelledby={`service-${service.serviceTimingId}`}>
          <h3 id={`service-${service.serviceTimingId}`}>{service.name}</h3>
          {/* A service with nothing left reads as one line, not a wall of struck-out times. */}
          {!service.times.some((s) => s.available) ? (
            <p className="service-full">{t('serviceFull')}</p>
          ) : (
            <div className="times">
              {service.times.map(({ time, available }) => (
                <button
                  key={time}
                  type="button"
                  className={`time${time === selected ? ' selected' : ''}`}
                  disabled={!available}
                  aria-pressed={time === selected}
                  aria-label={available ? shortTime(time) : `${shortTime(time)}, ${t('full')}`}
                  onClick={() => onPick(time)}
                >
                  {shortTime(time)}
                </button>
              ))}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
