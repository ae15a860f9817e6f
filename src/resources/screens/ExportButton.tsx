import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, ButtonGroup, LinearProgress, Menu, MenuItem, Snackbar } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useDataProvider, useListContext, useNotify, useStore, useTranslate } from 'react-admin';
import { atFirstUse, formatNumber } from '../../i18n/format';
import { useDefinitionOf } from '../definitionsContext';
import { representation } from '../representation';
import type { ResourceDefinition } from '../types';
import '../../i18n/lazy/list';

/** The file formats of the export: an Excel workbook, or CSV text. */
export type ExportFormat = 'xlsx' | 'csv';

const FORMATS: ExportFormat[] = ['xlsx', 'csv'];

/** The store key of the format each admin chose last (theirs alone, in this browser: src/providers/adminStore.ts). */
export const EXPORT_FORMAT_KEY = 'export.format';

const MIME: Record<ExportFormat, string> = {
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    csv: 'text/csv;charset=utf-8',
};

const jalaliDay = atFirstUse(() => new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', month: '2-digit', day: '2-digit' }));

/**
 * File names: the resource's Persian plural and today's Jalali date (`فیش ها ۱۴۰۵-۰۸-۲۵.xlsx`).
 * Browsers replace a zero-width non-joiner in a download's name with `_` (`فیش_ها`), so it is
 * written as a space.
 */
export function exportFileName(definition: ResourceDefinition, format: ExportFormat, now = new Date()): string {
    const parts = Object.fromEntries(jalaliDay().formatToParts(now).map(part => [part.type, part.value]));
    return `${definition.label.many.replace(/\u200c/g, ' ')} ${parts.year}-${parts.month}-${parts.day}.${format}`;
}

function download(data: BlobPart, format: ExportFormat, name: string) {
    const url = URL.createObjectURL(new Blob([data], { type: MIME[format] }));
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The list's export, as an Excel workbook or CSV: every record of its current filter and sort
 * (all pages), with progress while it runs and a way to stop it; the columns the admin hid in the
 * list are left out. A split button: the format chosen last (remembered per admin) one click
 * away, the other in its menu. The export code, and the Excel library, load on the first click.
 */
export const ExportButton = ({ definition, hiddenColumns }: { definition: ResourceDefinition; /** list columns the admin hid: not exported */ hiddenColumns?: string[] }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider();
    const definitionOf = useDefinitionOf();
    const { filterValues, sort, total } = useListContext();
    const [stored, setStored] = useStore<ExportFormat>(EXPORT_FORMAT_KEY, 'xlsx');
    const format: ExportFormat = FORMATS.includes(stored) ? stored : 'xlsx';
    const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const abort = useRef<AbortController | null>(null);
    const id = useId();

    const run = async (chosen: ExportFormat) => {
        const controller = new AbortController();
        abort.current = controller;
        setProgress({ done: 0, total: total ?? 0 });
        try {
            const { exportTable } = await import('../export/exportList');
            const table = await exportTable({
                dataProvider,
                definition,
                hidden: hiddenColumns,
                filter: filterValues,
                sort: { field: sort.field, order: sort.order === 'ASC' ? 'ASC' : 'DESC' },
                nameOf: resource => {
                    const target = definitionOf(resource);
                    return target ? representation(target) : record => String(record.id);
                },
                onProgress: setProgress,
                signal: controller.signal,
            });
            const data =
                chosen === 'xlsx'
                    ? await (await import('../export/workbook')).workbookOf(table)
                    : (await import('../export/csvText')).csvOf(table);
            if (controller.signal.aborted) return;
            download(data, chosen, exportFileName(definition, chosen));
            notify('app.export.done', { type: 'success' });
        } catch (error) {
            if ((error as Error)?.name !== 'AbortError') notify('app.export.failed', { type: 'error' });
        } finally {
            abort.current = null;
            setProgress(null);
        }
    };

    const choose = (chosen: ExportFormat) => {
        setAnchor(null);
        setStored(chosen);
        void run(chosen);
    };

    const busy = progress !== null || total === 0;

    return (
        <>
            <ButtonGroup size="small" variant="text" aria-label={translate('app.export.group')}>
                <Button startIcon={<DownloadIcon />} onClick={() => run(format)} disabled={busy} data-testid="export">
                    {translate(`app.export.${format}`)}
                </Button>
                <Button
                    aria-label={translate('app.export.formats')}
                    aria-haspopup="menu"
                    aria-expanded={anchor ? true : undefined}
                    aria-controls={anchor ? `${id}-menu` : undefined}
                    onClick={event => setAnchor(event.currentTarget)}
                    disabled={busy}
                    sx={{ minWidth: 0, px: 0.5 }}
                    data-testid="export-formats"
                >
                    <ArrowDropDownIcon />
                </Button>
            </ButtonGroup>
            <Menu
                id={`${id}-menu`}
                anchorEl={anchor}
                open={!!anchor}
                onClose={() => setAnchor(null)}
                slotProps={{ list: { 'aria-label': translate('app.export.formats'), dense: true } }}
            >
                {FORMATS.map(item => (
                    <MenuItem key={item} selected={item === format} onClick={() => choose(item)} data-testid={`export-${item}`}>
                        {translate(`app.export.${item}`)}
                    </MenuItem>
                ))}
            </Menu>
            <Snackbar open={progress !== null} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
                <Alert
                    severity="info"
                    icon={false}
                    sx={{ minWidth: 300 }}
                    action={
                        <Button color="inherit" size="small" onClick={() => abort.current?.abort()}>
                            {translate('ra.action.cancel')}
                        </Button>
                    }
                >
                    <Box role="status" aria-live="polite">
                        {translate('app.export.progress', {
                            done: formatNumber(progress?.done ?? 0),
                            total: formatNumber(progress?.total ?? 0),
                        })}
                    </Box>
                    <LinearProgress
                        variant="determinate"
                        value={progress && progress.total ? Math.min(100, (progress.done / progress.total) * 100) : 0}
                        sx={{ mt: 1 }}
                        aria-label={translate('app.export.progress_label')}
                    />
                </Alert>
            </Snackbar>
        </>
    );
};
