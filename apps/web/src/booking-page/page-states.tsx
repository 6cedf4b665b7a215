import { useLocale } from './context';

/** Where the diner is: choosing a time, then giving their details. */
export function StepsIndicator({ current }: { current: 'choose' | 'details' }) {
  const { t } = useLocale();
  return (
    <ol className="steps" aria-label={t('steps.label')}>
      <li className={current === 'choose' ? 'current' : 'past'} aria-current={current === 'choose' ? 'step' : undefined}>
        <span className="dot">1</span>
        {t('steps.when')}
      </li>
      <li className={current === 'details' ? 'current' : ''} aria-current={current === 'details' ? 'step' : undefined}>
        <span className="dot">2</span>
        {t('steps.details')}
      </li>
    </ol>
  );
}

/** The page could not be read: no such outlet, or any other failure, in the diner's language. */
export function PageFailed({ notFound }: { notFound: boolean }) {
  const { t } = useLocale();
  return (
    <main className="shell">
      <section className="card centered" role="alert">
        <h1>{notFound ? t('notFoundTitle') : t('errors.general')}</h1>
        {notFound && <p>{t('errors.bookingPageNotFound')}</p>}
      </section>
    </main>
  );
}

/** The page's shape while its words and outlet load. */
export function PageLoading() {
  return (
    <main className="shell" aria-busy="true">
      <div className="skeleton-hero" />
      <div className="card skeleton-card" />
    </main>
  );
}
