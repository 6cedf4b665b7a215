import { describe, expect, it } from 'vitest';
import { outletSections } from './outlet-sections';
import { outletReportOf, testWords } from './report-fixture';
import { csvFileName, csvValue, reportCsv, sectionCsv, sectionRows } from './report-csv';

const sections = outletSections(outletReportOf(), testWords);
const section = (key: string) => sections.find((s) => s.key === key)!;
const lines = (csv: string) => csv.slice(1).split('\r\n').slice(0, -1);

describe('csvValue', () => {
  it.each([
    ['count', 12, 12],
    ['minutes', 75, 75],
    ['ratio', 0.125, '12.5%'],
    ['ratio', 1 / 3, '33.3%'],
    ['money', 123450, '1234.50'],
    ['money', -5, '-0.05'],
    ['count', null, null],
  ] as const)('%s %s', (kind, value, cell) => {
    expect(csvValue(kind, value)).toBe(cell);
  });
});

describe('a chart’s CSV', () => {
  it('is its table: the header row, then a row per table row, dates as dates', () => {
    const csv = sectionCsv(section('byDay'));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv)).toEqual([
      'columns.day,columns.bookings,columns.covers,columns.seatedCovers',
      '2026-03-23,20,60,50',
      '2026-03-24,20,60,40',
    ]);
  });

  it('writes rates as percentages and money as decimals', () => {
    expect(sectionRows(section('rates'))[1]).toEqual(['thisPeriod', 35, 7, '20.0%', 50, 10, 4, '20.0%']);
    expect(sectionRows(section('money'))[1]).toEqual(['SGD', '1234.50', '50.00', '20.00']);
  });

  it('adds the notes after a blank line, and leaves no figure empty', () => {
    expect(lines(sectionCsv(section('utilisationByArea')))).toEqual([
      'columns.area,columns.utilisation',
      'Main hall,',
      '',
      'notes.overall,42.0%',
    ]);
  });

  it('defuses a name a spreadsheet would run as a formula (the domain’s csvCell)', () => {
    const hostile = outletSections(
      outletReportOf({ byService: [{ serviceTimingId: 'x', name: '=HYPERLINK("x")', bookings: 1, covers: 2, seatedCovers: 0 }] }),
      testWords,
    ).find((s) => s.key === 'byService')!;
    expect(lines(sectionCsv(hostile))[1]).toBe('"\'=HYPERLINK(""x"")",1,2,0');
  });
});

describe('the whole report’s CSV', () => {
  it('says whose report it is, then every table under its title', () => {
    const all = lines(reportCsv(['Report: Orchard, 2026-03-23 – 2026-03-24'], sections));
    expect(all[0]).toBe('"Report: Orchard, 2026-03-23 – 2026-03-24"');
    expect(all[1]).toBe('');
    expect(all[2]).toBe('sections.rates.title');
    expect(all[3]).toBe(sectionRows(section('rates'))[0]!.join(','));
    for (const s of sections) expect(all).toContain(s.title);
  });
});

describe('csvFileName', () => {
  it('makes plain letters of the parts', () => {
    expect(csvFileName(['reports', 'JG-ORCHARD', '2026-03-23', '2026-03-29', 'utilisationByService'])).toBe(
      'reports-jg-orchard-2026-03-23-2026-03-29-utilisation-by-service.csv',
    );
    expect(csvFileName(['reports', 'Jade Garden Orchard', '2026-03-01', '2026-03-31', 'byDay'])).toBe(
      'reports-jade-garden-orchard-2026-03-01-2026-03-31-by-day.csv',
    );
    expect(csvFileName(['报表'])).toBe('report.csv');
  });
});
