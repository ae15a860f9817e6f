import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Snackbar } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { formatNumber } from '../../i18n/format';
import { useDefinitionOf } from '../definitionsContext';
import { representation } from '../representation';
import type { ResourceDefinition } from '../types';
import '../../i18n/lazy/list';

/** File names: the resource's Persian plural and today's date (ISO, sortable). */
const fileName = (definition: ResourceDefinition) => `${definition.label.many}-${new Date().toISOString().slice(0, 10)}.csv`;

function download(text: string, name: string) {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
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
 * The list's CSV export: every record of its current filter and sort (all pages), with progress
 * while it runs and a way to stop it; the columns the admin hid in the list are left out. The
 * export code loads on the first click.
 */
export const ExportCsvButton = ({ definition, hiddenColumns }: { definition: ResourceDefinition; /** list columns the admin hid: not exported */ hiddenColumns?: string[] }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider();
    const definitionOf = useDefinitionOf();
    const { filterValues, sort, total } = useListContext();
    const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
    const abort = useRef<AbortController | null>(null);

    const run = async () => {
        const controller = new AbortController();
        abort.current = controller;
        setProgress({ done: 0, total: total ?? 0 });
        try {
            const { exportList } = await import('../export/exportList');
            const text = await exportList({
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
            download(text, fileName(definition));
            notify('app.export.done', { type: 'success' });
        } catch (error) {
            if ((error as Error)?.name !== 'AbortError') notify('app.export.failed', { type: 'error' });
        } finally {
            abort.current = null;
            setProgress(null);
        }
    };

    return (
        <>
            <Button size="small" startIcon={<DownloadIcon />} onClick={run} disabled={progress !== null || total === 0}>
                {translate('app.export.action')}
            </Button>
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
                        aria-label={translate('app.export.action')}
                    />
                </Alert>
            </Snackbar>
        </>
    );
};
