import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import RefreshIcon from '@mui/icons-material/Refresh';
import { alpha, Box, Card, CardActionArea, Grid, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { createElement, memo, useEffect, useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatNumber } from '../i18n/format';
import { useCanOpen } from '../layout/useAdminAccess';
import { listRefresher } from '../realtime/listRefresh';
import { liveStore } from '../realtime/liveStore';
import { definitionOf, iconOf, useServedDefinitions } from '../resources';
import { QUEUES, queuePath, tilesOf, type Queue } from './queues';
import '../i18n/lazy/dashboard';

/**
 * Counts a queue again when its menu's notice count moves with live events, through the page's
 * list refresher (at most once a second): a count that moves with an order, whose event refreshes
 * the order lists anyway, costs no second request. Renders nothing, and nothing renders for a
 * change: it only listens.
 */
const LiveRecount = ({ menuId, resource }: { menuId: Queue['menuId']; resource: string }) => {
    const queryClient = useQueryClient();
    useEffect(() => {
        const lists = listRefresher(queryClient);
        let count = liveStore.getState().notices[menuId];
        return liveStore.subscribe(() => {
            const next = liveStore.getState().notices[menuId];
            if (Object.is(next, count)) return;
            count = next;
            lists.refresh(resource);
        });
    }, [menuId, resource, queryClient]);
    return null;
};

/** One queue: its count from `meta.total`, a link to the filtered list; a failure stays in the tile. */
const QueueTile = ({ queue }: { queue: Queue }) => {
    const translate = useTranslate();
    const { total, isPending, error, refetch } = useGetList(queue.resource, {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'DESC' },
        filter: queue.filter,
    }, { retry: false });

    const definition = definitionOf(queue.resource);
    const icon = definition && iconOf(definition.icon);
    const label = translate(queue.label, { _: queue.text });
    const body = (
        <Stack direction="row" spacing={2} alignItems="center" p={2.5}>
            <Box
                sx={theme => ({
                    width: 48,
                    height: 48,
                    borderRadius: 3,
                    display: 'grid',
                    placeItems: 'center',
                    flexShrink: 0,
                    color: error ? 'error.main' : 'primary.main',
                    bgcolor: alpha(error ? theme.palette.error.main : theme.palette.primary.main, 0.12),
                })}
            >
                {error ? <ErrorOutlineIcon /> : icon && createElement(icon)}
            </Box>
            <Box minWidth={0} flex={1}>
                <Typography variant="body2" color="text.secondary" noWrap title={label}>
                    {label}
                </Typography>
                {isPending ? (
                    <Skeleton width={64} height={40} />
                ) : error ? (
                    <Typography variant="body2" color="error" role="alert">
                        {translate('app.dashboard.tile_failed')}
                    </Typography>
                ) : (
                    <Typography variant="h4" component="p" fontWeight={700} data-testid={`queue-count-${queue.menuId}`}>
                        {formatNumber(total ?? 0)}
                    </Typography>
                )}
            </Box>
        </Stack>
    );
    return (
        <Card sx={{ height: '100%' }} data-testid={`queue-${queue.menuId}`}>
            <LiveRecount menuId={queue.menuId} resource={queue.resource} />
            {error ? (
                <Stack direction="row" alignItems="center">
                    <Box flex={1}>{body}</Box>
                    <Tooltip title={translate('app.live.retry')}>
                        <IconButton onClick={() => void refetch()} aria-label={translate('app.live.retry')} sx={{ m: 1 }}>
                            <RefreshIcon />
                        </IconButton>
                    </Tooltip>
                </Stack>
            ) : (
                <CardActionArea component={Link} to={queuePath(queue)}>
                    {body}
                </CardActionArea>
            )}
        </Card>
    );
};

/**
 * What is waiting: one tile per queue the admin may open (docs/openapi.yaml, MenuId). Memoised (no
 * props): each tile renders when its own count does, not with the dashboard around it.
 */
export const QueueTiles = memo(() => {
    const canOpen = useCanOpen();
    // a served resource with a queue has its tile after the built-in ones
    const served = useServedDefinitions();
    const all = useMemo(() => [...QUEUES, ...tilesOf(served)], [served]);
    const queues = all.filter(queue => canOpen(queue.menuId, queue.resource));
    if (!queues.length) return null;
    return (
        <Grid container spacing={2} component="section" data-testid="queue-tiles">
            {queues.map(queue => (
                <Grid key={queue.menuId} size={{ xs: 12, sm: 6, lg: 4 }}>
                    <QueueTile queue={queue} />
                </Grid>
            ))}
        </Grid>
    );
});
