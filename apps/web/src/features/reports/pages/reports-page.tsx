import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FEATURE } from '@host/domain/entitlements';
import { previousRange } from '@host/domain/reports/report';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureOffNotice } from '../../../components/feature-off-notice';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { useFormat } from '../../../i18n/format';
import { useSearchPatch } from '../../../lib/use-search-patch';
import { useOutletToday } from '../../../state/outlet-profile';
import { useSession } from '../../../state/session';
import { useServiceTimings } from '../../schedules';
import { featureOffOf } from '../../settings';
import { useOutletReport, useSideBySideReport } from '../api/reports';
import { brandSections } from '../components/brand-sections';
import { headlinesOf } from '../components/figures';
import { HeadlineCards } from '../components/headline-cards';
import { outletSections } from '../components/outlet-sections';
import { ReportControls } from '../components/report-controls';
import { csvFileName, reportCsv, sectionCsv } from '../components/report-csv';
import { ALL_OUTLETS, outletChoiceOf, rangeOf, rangeProblem, serviceOf } from '../components/report-url';
import { saveTextFile } from '../components/save-file';
import { SectionCard } from '../components/section-card';
import type { ReportSection } from '../components/section-model';
import { useReportWords } from '../components/use-report-words';

/**
 * /reports (issue 31): how a range of days went at the outlet, or, for a merchant, at each of their
 * outlets side by side and summed. Every chart has its table and its CSV; the choices live in the URL.
 */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const f = useFormat();
  const words = useReportWords();
  const session = useSession().data;
  const today = useOutletToday();
  const [params, set] = useSearchPatch();

  // A merchant with more than one outlet picks one, or all side by side; an outlet's session (and
  // support staff inside one) sees that outlet only.
  const brands = useMemo(
    () => (session?.userInfo?.kind === 'merchant' ? session.userInfo.brands.filter((b) => b.outlets.length > 0) : []),
    [session],
  );
  const outlets = brands.flatMap((b) => b.outlets);
  const canCompare = outlets.length > 1;
  const choice = canCompare
    ? outletChoiceOf(
        params,
        outlets.map((o) => o.id),
      )
    : (session?.outlet?.id ?? null);
  const sideBySide = choice === ALL_OUTLETS;
  const outletId = sideBySide ? null : choice;
  const outlet = outlets.find((o) => o.id === outletId) ?? session?.outlet ?? null;

  const range = today ? rangeOf(params, today) : null;
  const problem = range ? rangeProblem(range) : null;
  const days = range && !problem ? { from: range.from, to: range.to } : null;
  const timings = useServiceTimings(outletId ?? '');
  const services = useMemo(
    () =>
      [...(timings.data ?? [])].sort((a, b) => a.dailyStartTime.localeCompare(b.dailyStartTime)).map((s) => ({ id: s.id, name: s.name })),
    [timings.data],
  );
  const serviceId = sideBySide ? null : serviceOf(params, timings.data && services.map((s) => s.id));

  const single = useOutletReport(sideBySide ? null : outletId, days && { ...days, serviceTimingId: serviceId });
  const several = useSideBySideReport(sideBySide ? brands.map((b) => b.id) : [], sideBySide ? days : null);
  const current = sideBySide ? several : single;

  const built = useMemo(() => {
    if (sideBySide) {
      const report = several.data;
      if (!report) return null;
      const repeat = {
        seatedCovers: report.outlets.reduce((s, o) => s + o.repeatGuests.seatedCovers, 0),
        repeatCovers: report.outlets.reduce((s, o) => s + o.repeatGuests.repeatCovers, 0),
      };
      return {
        headlines: headlinesOf(report.totals, report.previous, repeat),
        sections: brandSections(report, words),
        count: report.outlets.length,
      };
    }
    const report = single.data;
    if (!report) return null;
    return {
      headlines: headlinesOf(report.totals, report.previous, report.repeatGuests),
      sections: outletSections(report, words),
      count: 1,
    };
  }, [sideBySide, several.data, single.data, words]);

  const rangeText = (r: { from: string; to: string }) => t('rangeText', { from: f.calendarDay(r.from), to: f.calendarDay(r.to) });
  const before = days ? previousRange(days.from, days.to) : null;
  const who = sideBySide ? t('allOutlets') : (single.data?.outletName ?? outlet?.outletName ?? '');
  const serviceName = services.find((s) => s.id === serviceId)?.name;
  // The file is named after the outlet ("jade-garden-orchard"); a name in other letters than Latin by its code.
  const fileWho = sideBySide
    ? 'all-outlets'
    : ([outlet?.outletName, outlet?.omsOutletId].find((n) => n && /[a-z0-9]/i.test(n)) ?? 'outlet');

  const downloadSection = (section: ReportSection) =>
    days && saveTextFile(csvFileName(['reports', fileWho, days.from, days.to, section.key]), sectionCsv(section));
  const downloadAll = () => {
    if (!days || !before || !built) return;
    const about = [
      t('csv.about', { who, range: `${days.from} – ${days.to}` }),
      t('csv.comparedWith', { range: `${before.from} – ${before.to}` }),
      ...(serviceName ? [t('csv.service', { service: serviceName })] : []),
    ];
    saveTextFile(csvFileName(['reports', fileWho, days.from, days.to]), reportCsv(about, built.sections));
  };

  const featureOff = sideBySide ? null : featureOffOf(single.error);
  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={t('title')}
        subtitle={days ? t('subtitle', { who, range: rangeText(days) }) : t('subtitleLoading')}
        actions={
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            onClick={downloadAll}
            disabled={!built || built.count === 0 || current.isPlaceholderData}
          >
            {t('downloadAll')}
          </Button>
        }
      />
      {range ? (
        <ReportControls
          range={range}
          problem={problem}
          onChange={set}
          services={sideBySide ? null : services}
          service={serviceId}
          brands={canCompare ? brands : null}
          outlet={choice ?? ALL_OUTLETS}
        />
      ) : (
        <Skeleton variant="rounded" height={56} />
      )}
      {featureOff ? (
        <FeatureOffNotice feature={FEATURE.REPORTS} actionsRequired={featureOff.actionsRequired} />
      ) : current.error && !built ? (
        <LoadFailed message={t('loadFailed')} onRetry={() => void current.refetch()} />
      ) : problem ? null : built?.count === 0 ? (
        <Alert severity="info">{t('noOutletWithReports')}</Alert>
      ) : (
        <Box
          aria-busy={current.isPlaceholderData || !built}
          sx={{ opacity: current.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          data-testid="report"
          data-from={built && days && !current.isPlaceholderData ? days.from : undefined}
        >
          <Stack spacing={2.5}>
            {before && (
              <Typography color="text.secondary" data-testid="compared-with">
                {t('comparedWith', { range: rangeText(before) })}
              </Typography>
            )}
            <HeadlineCards headlines={built?.headlines} previousLabel={before ? rangeText(before) : ''} />
            {built
              ? built.sections.map((section) => <SectionCard key={section.key} section={section} onDownload={downloadSection} />)
              : Array.from({ length: 3 }, (_, i) => <Skeleton key={i} variant="rounded" height={320} />)}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

export default ReportsPage;
