import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Combination, Table } from '@host/domain/tables';
import { useTranslation } from 'react-i18next';
import { ChoiceDialog } from './choice-dialog';

export interface SeatChoice {
  guest: string;
  pax: number;
  table: Table;
  /** free combinations with this table that seat the party */
  combinations: Combination[];
  tableNames: Map<string, string>;
}

/**
 * Dropped onto a table too small for the party: seat it at a combination that fits, or at the
 * table anyway (the host knows the room). docs/rules.md: 'table not suitable for new pax' asks first.
 */
export function SeatChoiceDialog({
  choice,
  onSeat,
  onClose,
}: {
  choice: SeatChoice;
  onSeat: (tableIds: string[], allowOverCapacity: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('floor');
  return (
    <ChoiceDialog titleId="seat-choice-title" title={t('squeeze.title', { name: choice.guest, count: choice.pax })} onClose={onClose}>
      <Stack spacing={1.5}>
        <Alert severity="warning">{t('squeeze.text', { table: choice.table.name, max: choice.table.maxPax, count: choice.pax })}</Alert>
        {choice.combinations.map((c) => (
          <Button key={c.id} size="large" variant="contained" onClick={() => onSeat(c.tableIds, false)}>
            {t('squeeze.combination', { tables: c.tableIds.map((id) => choice.tableNames.get(id) ?? '').join(' + '), max: c.maxPax })}
          </Button>
        ))}
        <Button
          size="large"
          variant={choice.combinations.length ? 'outlined' : 'contained'}
          color="warning"
          onClick={() => onSeat([choice.table.id], true)}
        >
          {t('squeeze.anyway', { table: choice.table.name })}
        </Button>
      </Stack>
    </ChoiceDialog>
  );
}
