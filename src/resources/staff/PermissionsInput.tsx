import { Box, Checkbox, FormControlLabel, InputAdornment, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { useInput } from 'react-admin';
import type { PermissionRule } from '../../domain/permissions';
import { asciiDigits, formatNumber } from '../../i18n/format';
import { useDefinitionOf, useMenuResources } from '../definitionsContext';
import type { CustomInputProps } from '../types';
import { menuChoices } from './accessNames';
import { actionsOf, rulesOf, tableOf, type PermissionRow } from './permissionTable';

const COMMON_ACTIONS: Record<string, string> = { list: 'فهرست', show: 'دیدن', create: 'ایجاد', edit: 'ویرایش', delete: 'حذف', export: 'خروجی' };

/** An amount as typed (Persian or Latin digits, separators), or undefined when empty or unreadable. */
const amountOf = (text: string): number | undefined => {
    const digits = asciiDigits(text).replace(/[^\d]/g, '');
    return digits ? Number(digits) : undefined;
};

/**
 * A staff member's `permissions` as a readable table: a row per resource, each action allowed or
 * not, and for `approve` and `pay` the largest amount decided alone (`max_amount`, in toman;
 * empty: any amount). What it saves is one allow rule per allowed cell.
 */
const PermissionsInput = ({ field, source }: CustomInputProps) => {
    const definitionOf = useDefinitionOf();
    const menu = useMenuResources();
    const captionId = useId();
    const { field: input } = useInput({ source, defaultValue: [] });
    const rules: PermissionRule[] = Array.isArray(input.value) ? (input.value as PermissionRule[]) : [];
    const resources = menuChoices(definitionOf, menu)
        .map(choice => ({ choice, definition: definitionOf(choice.resource) }))
        .filter(({ definition }) => !!definition)
        .map(({ choice, definition }) => ({
            name: choice.name,
            resource: choice.resource,
            labels: { ...COMMON_ACTIONS, ...Object.fromEntries((definition!.decisions ?? []).map(decision => [decision.id, decision.label])) } as Record<string, string>,
            actions: actionsOf((definition!.decisions ?? []).map(decision => decision.id)),
        }));
    const rows = tableOf(rules, resources);
    const change = (index: number, update: (row: PermissionRow) => PermissionRow) =>
        input.onChange(rulesOf(rows.map((row, at) => (at === index ? update(row) : row))));
    return (
        <Box sx={{ my: 1, overflowX: 'auto' }} data-testid="staff-permissions">
            <Typography id={captionId} variant="subtitle1" component="h3" gutterBottom>
                {field.label}
            </Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
                هر بخش و کارهایی که این همکار در آن مجاز است. سقف مبلغ تأیید و پرداخت را خالی بگذارید تا هر مبلغی مجاز باشد؛ بیشتر از سقف به تأیید همکار دوم می‌رود.
            </Typography>
            <Table
                size="small"
                aria-labelledby={captionId}
                // on a phone each resource is a block of its own: its name, its actions two or three a row, its limits
                sx={{
                    '& tr, & th, & td': { display: { xs: 'block', sm: 'revert' } },
                    '& thead': { display: { xs: 'none', sm: 'table-header-group' } },
                    '& tbody tr': { borderBottom: { xs: 1, sm: 0 }, borderColor: 'divider', py: { xs: 1, sm: 0 } },
                    '& tbody td, & tbody th': { borderBottom: { xs: 0, sm: 1 }, borderColor: 'divider' },
                }}
            >
                <TableHead>
                    <TableRow>
                        <TableCell>بخش</TableCell>
                        <TableCell>کارهای مجاز</TableCell>
                        <TableCell>سقف مبلغ (تومان)</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map((row, index) => {
                        const resource = resources[index];
                        return (
                            <TableRow key={row.resource} data-resource={row.resource}>
                                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                                    {resource.name}
                                </TableCell>
                                <TableCell>
                                    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', columnGap: 1 }}>
                                        {resource.actions.map(action => (
                                            <FormControlLabel
                                                key={action}
                                                control={
                                                    <Checkbox
                                                        size="small"
                                                        checked={row.allowed[action]}
                                                        name={`permissions.${row.resource}.${action}`}
                                                        inputProps={{ 'aria-label': `${resource.name}: ${resource.labels[action] ?? action}` }}
                                                        onChange={event => change(index, current => ({ ...current, allowed: { ...current.allowed, [action]: event.target.checked } }))}
                                                    />
                                                }
                                                label={resource.labels[action] ?? action}
                                            />
                                        ))}
                                    </Box>
                                </TableCell>
                                <TableCell sx={{ minWidth: { sm: 200 } }}>
                                    {Object.keys(row.limits).map(action => (
                                        <TextField
                                            key={action}
                                            size="small"
                                            margin="dense"
                                            fullWidth
                                            label={`سقف ${resource.labels[action] ?? action}`}
                                            name={`permissions.${row.resource}.${action}.max_amount`}
                                            disabled={!row.allowed[action]}
                                            value={row.limits[action] === undefined ? '' : formatNumber(row.limits[action]!)}
                                            onChange={event => change(index, current => ({ ...current, limits: { ...current.limits, [action]: amountOf(event.target.value) } }))}
                                            slotProps={{
                                                htmlInput: { inputMode: 'numeric', dir: 'ltr' },
                                                input: { endAdornment: <InputAdornment position="end">تومان</InputAdornment> },
                                            }}
                                        />
                                    ))}
                                </TableCell>
                            </TableRow>
                        );
                    })}
                </TableBody>
            </Table>
        </Box>
    );
};

export default PermissionsInput;
