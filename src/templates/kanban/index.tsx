import Add from '@mui/icons-material/Add';
import CheckCircle from '@mui/icons-material/CheckCircle';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Edit from '@mui/icons-material/EditOutlined';
import {
    Alert, AvatarGroup, Box, Button, Card, CardActionArea, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel,
    IconButton, Paper, Snackbar, Stack, TextField, Tooltip, Typography,
} from '@mui/material';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { KanbanBoard, KanbanCard, KanbanColumn } from '../mock/data/kanban';
import { faDate, faNumber } from '../shared/format';
import { InitialsAvatar } from '../shared/InitialsAvatar';
import { kitErrorText, kitFetch } from '../shared/kitApi';
import { KitError, KitLoading, KitPage } from '../shared/KitPage';
import { useKitQuery } from '../shared/useKitQuery';

const BOARD_KEY = ['kit', 'kanban', 'board'];

/** A drag handle: reached by Tab (Space lifts, the arrows move, Space drops), focus shown by an outline. */
const handleSx = {
    display: 'flex',
    alignItems: 'center',
    px: 0.5,
    color: 'text.secondary',
    cursor: 'grab',
    borderRadius: 1,
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
} as const;

/** A one-field form (add or rename), with its Persian message at the field. */
function NameForm({ initial = '', label, submitLabel, onSubmit, onCancel }: { initial?: string; label: string; submitLabel: string; onSubmit: (name: string) => Promise<void>; onCancel: () => void }) {
    const [name, setName] = useState(initial);
    const [error, setError] = useState('');
    const [busy, setBusy] = useState(false);
    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (!name.trim()) {
            setError('نام را بنویسید.');
            return;
        }
        setBusy(true);
        try {
            await onSubmit(name.trim());
        } catch (failure) {
            setError(kitErrorText(failure));
        } finally {
            setBusy(false);
        }
    };
    return (
        <Stack component="form" spacing={1} onSubmit={submit} noValidate>
            <TextField size="small" autoFocus label={label} value={name} onChange={e => setName(e.target.value)} error={!!error} helperText={error || undefined} />
            <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained" size="small" loading={busy}>{submitLabel}</Button>
                <Button size="small" onClick={onCancel}>انصراف</Button>
            </Stack>
        </Stack>
    );
}

function CardDetails({ card, onClose, onChanged }: { card: KanbanCard; onClose: () => void; onChanged: () => Promise<unknown> }) {
    const [name, setName] = useState(card.name);
    const [description, setDescription] = useState(card.description);
    const [completed, setCompleted] = useState(card.completed);
    const [error, setError] = useState('');
    const [nameError, setNameError] = useState('');
    const [busy, setBusy] = useState(false);
    const run = async (action: () => Promise<unknown>) => {
        setBusy(true);
        try {
            await action();
            await onChanged();
            onClose();
        } catch (failure) {
            setError(kitErrorText(failure));
        } finally {
            setBusy(false);
        }
    };
    const save = () => {
        if (!name.trim()) {
            setNameError('نام کارت را بنویسید.');
            return;
        }
        void run(() => kitFetch('/api/kanban/cards/update', { method: 'POST', body: { cardId: card.id, updateCard: { name: name.trim(), description, completed } } }));
    };
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="kanban-card-title">
            <DialogTitle id="kanban-card-title">جزئیات کارت</DialogTitle>
            <DialogContent>
                <Stack spacing={2.5} sx={{ pt: 1 }}>
                    {error && <Alert severity="error">{error}</Alert>}
                    <TextField label="نام کارت" value={name} onChange={e => { setName(e.target.value); setNameError(''); }} error={!!nameError} helperText={nameError || undefined} />
                    <TextField label="توضیحات" value={description} onChange={e => setDescription(e.target.value)} multiline minRows={3} />
                    <FormControlLabel control={<Checkbox checked={completed} onChange={e => setCompleted(e.target.checked)} />} label="انجام شد" />
                    {card.assignee.length > 0 && (
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                            <Typography variant="body2" color="text.secondary">مسئول:</Typography>
                            {card.assignee.map(person => <Typography key={person.id} variant="body2">{person.name}</Typography>)}
                        </Stack>
                    )}
                    {card.due[0] && card.due[1] && (
                        <Typography variant="body2" color="text.secondary">
                            موعد: {faDate(card.due[0])} تا {faDate(card.due[1])}
                        </Typography>
                    )}
                    {card.comments.map(comment => (
                        <Stack key={comment.id} direction="row" spacing={1}>
                            <InitialsAvatar name={comment.name} size={28} />
                            <Box>
                                <Typography variant="subtitle2" component="p">{comment.name}</Typography>
                                <Typography variant="body2">{comment.message}</Typography>
                            </Box>
                        </Stack>
                    ))}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button color="error" startIcon={<DeleteOutline />} disabled={busy} onClick={() => void run(() => kitFetch('/api/kanban/cards/delete', { method: 'POST', body: { cardId: card.id } }))}>
                    حذف کارت
                </Button>
                <Box sx={{ flex: 1 }} />
                <Button onClick={onClose}>بستن</Button>
                <Button variant="contained" loading={busy} onClick={save}>ذخیره</Button>
            </DialogActions>
        </Dialog>
    );
}

function Column({ column, board, index, onOpen, refresh, onError }: { column: KanbanColumn; board: KanbanBoard; index: number; onOpen: (card: KanbanCard) => void; refresh: () => Promise<unknown>; onError: (text: string) => void }) {
    const [renaming, setRenaming] = useState(false);
    const [adding, setAdding] = useState(false);
    const [confirm, setConfirm] = useState(false);
    return (
        <Draggable draggableId={column.id} index={index}>
            {dragColumn => (
                <Paper
                    ref={dragColumn.innerRef}
                    {...dragColumn.draggableProps}
                    component="section"
                    aria-label={`ستون ${column.name}`}
                    sx={{ width: 300, flexShrink: 0, p: 1.5, bgcolor: theme => (theme.palette.mode === 'dark' ? theme.palette.grey[900] : theme.palette.grey[100]), alignSelf: 'flex-start' }}
                >
                    <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
                        {/* the drag handle is a control of its own: none of the header's buttons sits inside it */}
                        <Box {...dragColumn.dragHandleProps} aria-label={`جابه‌جایی ستون ${column.name}`} sx={handleSx}>
                            <DragIndicator fontSize="small" />
                        </Box>
                        {renaming ? (
                            <Box sx={{ flex: 1 }}>
                                <NameForm
                                    initial={column.name}
                                    label="نام ستون"
                                    submitLabel="ذخیره"
                                    onCancel={() => setRenaming(false)}
                                    onSubmit={async name => {
                                        await kitFetch('/api/kanban/columns/update', { method: 'POST', body: { columnId: column.id, updateColumn: { name } } });
                                        await refresh();
                                        setRenaming(false);
                                    }}
                                />
                            </Box>
                        ) : (
                            <>
                                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
                                    {column.name} <Typography component="span" variant="caption" color="text.secondary">({faNumber(column.cardIds.length)})</Typography>
                                </Typography>
                                <Tooltip title="تغییر نام ستون">
                                    <IconButton size="small" aria-label={`تغییر نام ستون ${column.name}`} onClick={() => setRenaming(true)}><Edit fontSize="small" /></IconButton>
                                </Tooltip>
                                <Tooltip title="حذف ستون">
                                    <IconButton size="small" aria-label={`حذف ستون ${column.name}`} onClick={() => setConfirm(true)}><DeleteOutline fontSize="small" /></IconButton>
                                </Tooltip>
                            </>
                        )}
                    </Stack>
                    <Droppable droppableId={column.id} type="CARD">
                        {drop => (
                            <Stack ref={drop.innerRef} {...drop.droppableProps} spacing={1} sx={{ minHeight: 40 }}>
                                {column.cardIds.map((cardId, cardIndex) => {
                                    const card = board.cards[cardId];
                                    if (!card) return null;
                                    return (
                                        <Draggable key={card.id} draggableId={card.id} index={cardIndex}>
                                            {drag => (
                                                <Card ref={drag.innerRef} {...drag.draggableProps} sx={{ display: 'flex', alignItems: 'stretch' }}>
                                                    <Box {...drag.dragHandleProps} aria-label={`جابه‌جایی کارت ${card.name}`} sx={handleSx}>
                                                        <DragIndicator fontSize="small" />
                                                    </Box>
                                                    <CardActionArea onClick={() => onOpen(card)} sx={{ p: 1.5, flex: 1, minWidth: 0 }}>
                                                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                                                            {card.completed && <CheckCircle color="success" fontSize="small" titleAccess="انجام شده" />}
                                                            <Typography variant="body2" sx={{ flex: 1 }}>{card.name}</Typography>
                                                            <AvatarGroup max={3}>
                                                                {card.assignee.map(person => <InitialsAvatar key={person.id} name={person.name} size={24} />)}
                                                            </AvatarGroup>
                                                        </Stack>
                                                    </CardActionArea>
                                                </Card>
                                            )}
                                        </Draggable>
                                    );
                                })}
                                {drop.placeholder}
                            </Stack>
                        )}
                    </Droppable>
                    <Box sx={{ mt: 1 }}>
                        {adding ? (
                            <NameForm
                                label="نام کارت"
                                submitLabel="افزودن"
                                onCancel={() => setAdding(false)}
                                onSubmit={async name => {
                                    await kitFetch('/api/kanban/cards/new', { method: 'POST', body: { columnId: column.id, card: { name } } });
                                    await refresh();
                                    setAdding(false);
                                }}
                            />
                        ) : (
                            <Button fullWidth startIcon={<Add />} onClick={() => setAdding(true)}>افزودن کارت</Button>
                        )}
                    </Box>
                    <Dialog open={confirm} onClose={() => setConfirm(false)}>
                        <DialogTitle>حذف ستون «{column.name}»؟</DialogTitle>
                        <DialogContent>
                            <Typography>کارت‌های این ستون ({faNumber(column.cardIds.length)}) هم حذف می‌شوند.</Typography>
                        </DialogContent>
                        <DialogActions>
                            <Button onClick={() => setConfirm(false)}>انصراف</Button>
                            <Button
                                color="error"
                                variant="contained"
                                onClick={async () => {
                                    setConfirm(false);
                                    try {
                                        await kitFetch('/api/kanban/columns/delete', { method: 'POST', body: { columnId: column.id } });
                                        await refresh();
                                    } catch (failure) {
                                        onError(kitErrorText(failure));
                                    }
                                }}
                            >
                                حذف
                            </Button>
                        </DialogActions>
                    </Dialog>
                </Paper>
            )}
        </Draggable>
    );
}

/** Moves an item within or between lists, as the board will look after a drop. */
function moved(board: KanbanBoard, result: DropResult): KanbanBoard {
    const { source, destination, draggableId, type } = result;
    if (!destination) return board;
    if (type === 'COLUMN') {
        const order = board.columnOrder.filter(id => id !== draggableId);
        order.splice(destination.index, 0, draggableId);
        return { ...board, columnOrder: order };
    }
    const columns = { ...board.columns };
    const from = { ...columns[source.droppableId], cardIds: columns[source.droppableId].cardIds.filter(id => id !== draggableId) };
    columns[from.id] = from;
    const to = { ...columns[destination.droppableId] };
    to.cardIds = (to.id === from.id ? from.cardIds : to.cardIds).slice();
    to.cardIds.splice(destination.index, 0, draggableId);
    columns[to.id] = to;
    return { ...board, columns };
}

function Board() {
    const client = useQueryClient();
    const { data, error, isPending, refetch } = useKitQuery<{ board: KanbanBoard }>(['kanban', 'board'], '/api/kanban/board');
    const [open, setOpen] = useState<KanbanCard | null>(null);
    const [addingColumn, setAddingColumn] = useState(false);
    const [failure, setFailure] = useState('');
    if (isPending) return <KitLoading />;
    if (error) return <KitError error={error} onRetry={() => void refetch()} />;
    const board = data.board;

    const onDragEnd = async (result: DropResult) => {
        const { destination, source, draggableId, type } = result;
        if (!destination || (destination.droppableId === source.droppableId && destination.index === source.index)) return;
        // show the move at once; put the board back if the server refuses it
        client.setQueryData(BOARD_KEY, { board: moved(board, result) });
        try {
            if (type === 'COLUMN') await kitFetch('/api/kanban/columns/move', { method: 'POST', body: { columnId: draggableId, toIndex: destination.index } });
            else await kitFetch('/api/kanban/cards/move', { method: 'POST', body: { cardId: draggableId, toColumnId: destination.droppableId, toIndex: destination.index } });
        } catch (problem) {
            client.setQueryData(BOARD_KEY, { board });
            setFailure(`جابه‌جایی ذخیره نشد: ${kitErrorText(problem)}`);
        }
    };

    return (
        <>
            <DragDropContext onDragEnd={result => void onDragEnd(result)}>
                <Droppable droppableId="board" type="COLUMN" direction="horizontal">
                    {drop => (
                        <Stack ref={drop.innerRef} {...drop.droppableProps} direction="row" spacing={2} sx={{ overflowX: 'auto', pb: 2, alignItems: 'flex-start' }}>
                            {board.columnOrder.map((columnId, index) => (
                                <Column key={columnId} column={board.columns[columnId]} board={board} index={index} onOpen={setOpen} refresh={refetch} onError={setFailure} />
                            ))}
                            {drop.placeholder}
                            <Paper sx={{ width: 300, flexShrink: 0, p: 1.5 }} variant="outlined">
                                {addingColumn ? (
                                    <NameForm
                                        label="نام ستون"
                                        submitLabel="افزودن"
                                        onCancel={() => setAddingColumn(false)}
                                        onSubmit={async name => {
                                            await kitFetch('/api/kanban/columns/new', { method: 'POST', body: { name } });
                                            await refetch();
                                            setAddingColumn(false);
                                        }}
                                    />
                                ) : (
                                    <Button fullWidth startIcon={<Add />} onClick={() => setAddingColumn(true)}>افزودن ستون</Button>
                                )}
                            </Paper>
                        </Stack>
                    )}
                </Droppable>
            </DragDropContext>
            {open && <CardDetails card={open} onClose={() => setOpen(null)} onChanged={refetch} />}
            <Snackbar open={!!failure} autoHideDuration={4000} onClose={() => setFailure('')}>
                <Alert severity="error" onClose={() => setFailure('')}>{failure}</Alert>
            </Snackbar>
        </>
    );
}

/** `/kit/kanban`: columns and cards, drag and drop (@hello-pangea/dnd, mouse, touch and keyboard). */
export default function KanbanApp() {
    return (
        <KitPage title="کانبان" crumbs={[{ label: 'کانبان' }]}>
            <Board />
        </KitPage>
    );
}
