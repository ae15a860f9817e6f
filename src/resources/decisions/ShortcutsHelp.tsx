import KeyboardIcon from '@mui/icons-material/Keyboard';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Table, TableBody, TableCell, TableRow, Tooltip } from '@mui/material';
import { useId } from 'react';
import type { DecisionDefinition } from '../types';

const Key = ({ children }: { children: string }) => (
    <Box
        component="kbd"
        dir="ltr"
        sx={{ px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 0.75, fontFamily: 'monospace', fontSize: 13, bgcolor: 'action.hover' }}
    >
        {children}
    </Box>
);

/** The rows of the help: each decision's key, then next and help. */
export function shortcutRows(decisions: DecisionDefinition[], queue: boolean): Array<[keys: string[], what: string]> {
    return [
        ...decisions.filter(decision => decision.shortcut).map(decision => [[decision.shortcut as string], decision.label] as [string[], string]),
        ...(queue ? [[['n', '←'], 'مورد بعدی در صف (بدون تصمیم)'] as [string[], string]] : []),
        [['?'], 'همین راهنما'],
    ];
}

/**
 * The keyboard's help on a record's page: a small button (its tooltip names the key) that opens
 * the list of shortcuts. Shortcuts never fire while typing in an input.
 */
export const ShortcutsHelp = ({ decisions, queue, open, onOpen, onClose }: { decisions: DecisionDefinition[]; queue: boolean; open: boolean; onOpen: () => void; onClose: () => void }) => {
    const titleId = useId();
    return (
        <>
            <Tooltip title="میان‌برهای صفحه‌کلید (?)">
                <IconButton onClick={onOpen} aria-label="میان‌برهای صفحه‌کلید" aria-keyshortcuts="?" size="small">
                    <KeyboardIcon fontSize="small" />
                </IconButton>
            </Tooltip>
            <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
                <DialogTitle id={titleId}>میان‌برهای صفحه‌کلید</DialogTitle>
                <DialogContent>
                    <Table size="small">
                        <TableBody>
                            {shortcutRows(decisions, queue).map(([keys, what]) => (
                                <TableRow key={what}>
                                    <TableCell sx={{ whiteSpace: 'nowrap', width: 96 }}>
                                        {keys.map((key, index) => (
                                            <Box component="span" key={key} sx={{ mr: index ? 0.5 : 0 }}>
                                                <Key>{key}</Key>
                                            </Box>
                                        ))}
                                    </TableCell>
                                    <TableCell>{what}</TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                    <Box sx={{ mt: 1.5, color: 'text.secondary', typography: 'body2' }}>
                        هنگام نوشتن در یک فیلد، میان‌برها کار نمی‌کنند. با صفحه‌کلید فارسی هم همان کلیدها کار می‌کنند.
                    </Box>
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>بستن</Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
