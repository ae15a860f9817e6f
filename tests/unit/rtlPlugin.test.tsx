import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import {
    Accordion,
    AccordionSummary,
    Alert,
    AppBar,
    Autocomplete,
    Avatar,
    Badge,
    Breadcrumbs,
    Button,
    Card,
    CardContent,
    Checkbox,
    Chip,
    CircularProgress,
    CssBaseline,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Divider,
    Drawer,
    Fab,
    FormControlLabel,
    IconButton,
    InputAdornment,
    LinearProgress,
    Link,
    List,
    ListItemButton,
    ListItemIcon,
    ListItemText,
    Menu,
    MenuItem,
    Pagination,
    Radio,
    Select,
    Skeleton,
    Slider,
    Snackbar,
    Step,
    StepLabel,
    Stepper,
    Switch,
    Tab,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TablePagination,
    TableRow,
    TableSortLabel,
    Tabs,
    TextField,
    ThemeProvider,
    ToggleButton,
    ToggleButtonGroup,
    Toolbar,
    Tooltip,
    Typography,
    createTheme,
} from '@mui/material';
import { render } from '@testing-library/react';
// @ts-expect-error -- cssjanus (what stylis-plugin-rtl runs) ships no types
import cssjanusModule from 'cssjanus';
import { prefixer, type Middleware } from 'stylis';
import stylisRTLPlugin from 'stylis-plugin-rtl';
import { describe, expect, it } from 'vitest';
import { flipDeclaration, mayFlip, rtlPlugin } from '../../src/layout/rtlPlugin';
import { darkTheme, lightTheme } from '../../src/theme/theme';

const cssjanus = cssjanusModule as { transform: (css: string) => string };

/** Most of what MUI draws in the admin, open where it can be (menus, dialogs, tooltips). */
const Gallery = () => (
    <>
        <CssBaseline />
        <AppBar position="static">
            <Toolbar>
                <IconButton edge="start">☰</IconButton>
                <Typography variant="h6">عنوان</Typography>
                <Badge badgeContent={4} color="error">
                    <Avatar>ع</Avatar>
                </Badge>
            </Toolbar>
        </AppBar>
        <Drawer variant="permanent" anchor="left">
            <List>
                <ListItemButton selected>
                    <ListItemIcon>★</ListItemIcon>
                    <ListItemText primary="حساب‌ها" secondary="۱۲" />
                </ListItemButton>
            </List>
        </Drawer>
        <Breadcrumbs>
            <Link href="/">خانه</Link>
            <Typography>بانک</Typography>
        </Breadcrumbs>
        {(['text', 'outlined', 'contained'] as const).map(variant => (
            <Button key={variant} variant={variant} startIcon={<span>+</span>} endIcon={<span>›</span>} size="small">
                افزودن
            </Button>
        ))}
        <Fab color="primary" size="small">
            +
        </Fab>
        {(['outlined', 'filled', 'standard'] as const).map(variant => (
            <TextField
                key={variant}
                variant={variant}
                label="نام"
                helperText="راهنما"
                error={variant === 'filled'}
                slotProps={{ input: { startAdornment: <InputAdornment position="start">ریال</InputAdornment> } }}
            />
        ))}
        <TextField label="توضیح" multiline minRows={2} />
        <Select value="a" open={false}>
            <MenuItem value="a">الف</MenuItem>
        </Select>
        <Autocomplete options={['الف', 'ب']} renderInput={params => <TextField {...params} label="انتخاب" />} />
        <FormControlLabel control={<Checkbox defaultChecked />} label="تأیید" />
        <FormControlLabel control={<Switch defaultChecked />} label="فعال" />
        <FormControlLabel control={<Radio />} label="یک" />
        <Slider defaultValue={30} />
        <ToggleButtonGroup value="a" exclusive>
            <ToggleButton value="a">الف</ToggleButton>
            <ToggleButton value="b">ب</ToggleButton>
        </ToggleButtonGroup>
        <Chip label="در انتظار" color="warning" onDelete={() => undefined} />
        <Chip label="تأیید" variant="outlined" size="small" />
        {(['success', 'info', 'warning', 'error'] as const).map(severity => (
            <Alert key={severity} severity={severity} variant={severity === 'error' ? 'filled' : 'standard'} onClose={() => undefined}>
                پیام
            </Alert>
        ))}
        <Tabs value={0}>
            <Tab label="یک" />
            <Tab label="دو" />
        </Tabs>
        <Table size="small">
            <TableHead>
                <TableRow>
                    <TableCell padding="checkbox">
                        <Checkbox indeterminate />
                    </TableCell>
                    <TableCell sortDirection="desc">
                        <TableSortLabel active direction="desc">
                            شناسه
                        </TableSortLabel>
                    </TableCell>
                    <TableCell align="right">مبلغ</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                <TableRow hover selected>
                    <TableCell padding="checkbox">
                        <Checkbox />
                    </TableCell>
                    <TableCell>۱</TableCell>
                    <TableCell align="right">۱۰۰</TableCell>
                </TableRow>
            </TableBody>
        </Table>
        <TablePagination component="div" count={24} page={0} rowsPerPage={15} rowsPerPageOptions={[15, 30]} onPageChange={() => undefined} />
        <Pagination count={5} page={2} />
        <Stepper activeStep={1}>
            <Step>
                <StepLabel>یک</StepLabel>
            </Step>
            <Step>
                <StepLabel>دو</StepLabel>
            </Step>
        </Stepper>
        <Accordion defaultExpanded>
            <AccordionSummary expandIcon={<span>⌄</span>}>بخش</AccordionSummary>
        </Accordion>
        <Card>
            <CardContent>
                <Skeleton variant="text" />
                <Skeleton variant="rounded" height={40} />
                <LinearProgress />
                <LinearProgress variant="determinate" value={40} />
                <CircularProgress />
            </CardContent>
        </Card>
        <Divider />
        <Tooltip title="راهنما" open arrow placement="left">
            <span>؟</span>
        </Tooltip>
        <Menu open anchorEl={document.body}>
            <MenuItem selected>یک</MenuItem>
        </Menu>
        <Dialog open>
            <DialogTitle>پرسش</DialogTitle>
            <DialogContent>متن</DialogContent>
            <DialogActions>
                <Button>انصراف</Button>
            </DialogActions>
        </Dialog>
        <Snackbar open message="ذخیره شد" anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} />
    </>
);

/** Every rule Emotion inserts while the gallery is drawn with these stylis plugins, in order. */
function rulesWith(plugin: Middleware, theme: typeof lightTheme): string[] {
    const cache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, plugin] });
    const rules: string[] = [];
    const insert = cache.sheet.insert.bind(cache.sheet);
    cache.sheet.insert = (rule: string) => {
        rules.push(rule);
        insert(rule);
    };
    const { unmount } = render(
        <CacheProvider value={cache}>
            <ThemeProvider theme={createTheme({ ...theme, direction: 'rtl' })}>
                <Gallery />
            </ThemeProvider>
        </CacheProvider>
    );
    unmount();
    return rules;
}

describe('the right-to-left flip', () => {
    it.each([
        ['light', lightTheme],
        ['dark', darkTheme],
    ])('writes the same rules as stylis-plugin-rtl for MUI’s components (%s theme)', (_mode, theme) => {
        const ours = rulesWith(rtlPlugin, theme);
        expect(ours.length).toBeGreaterThan(300);
        expect(ours).toEqual(rulesWith(stylisRTLPlugin as Middleware, theme));
        // flipped rules are there: the gallery is not all rules left as they are
        expect(ours.some(rule => /margin-right|padding-right|right:/.test(rule))).toBe(true);
    });

    it('turns the common declarations in place as cssjanus turns them, and leaves it the others', () => {
        const declarations: [string, string][] = [
            ['margin-left', '8px'],
            ['padding-right', '16px !important'],
            ['left', '0'],
            ['right', 'auto'],
            ['border-left', '1px solid rgba(0, 0, 0, 0.12)'],
            ['border-top-left-radius', '4px'],
            ['border-bottom-right-radius', '4px 8px'],
            ['float', 'left'],
            ['text-align', 'right'],
            ['clear', 'left'],
            ['direction', 'ltr'],
            ['transform-origin', 'left top'],
            ['transition', 'margin-left 225ms cubic-bezier(0, 0, 0.2, 1) 0ms'],
            ['transition', 'left 200ms cubic-bezier(0.4, 0, 0.2, 1) 0ms,right 200ms ease'],
            ['margin', '1px 2px 3px 4px'],
            ['margin', '0 8px 0 -4px !important'],
            ['padding', '0 8px 0 0'],
            ['padding', '6px 16px'],
            ['padding', '1px 2px 3px'],
            ['border-width', '0 1px 0 0'],
            ['border-color', 'red green blue black'],
            ['border-color', 'rgba(0, 0, 0, 0.1) red'],
            ['border-style', 'solid dotted none dashed'],
            ['border-radius', '4px'],
            ['border-radius', '1px 2px'],
            ['border-radius', '1px 2px 3px'],
            ['border-radius', '4px 4px 0 0'],
            ['border-radius', '1px/2px'],
            ['content', '"left"'],
            ['width', 'calc(100% - 8px)'],
            ['background', 'url(left.png) left top'],
            ['box-shadow', '1px 0 red'],
            ['transform', 'translateX(2px)'],
            ['cursor', 'e-resize'],
            ['inset', '1px 2px 3px 4px'],
            ['scroll-margin', '1px 2px 3px 4px'],
            ['--Badge-translateX', '50%'],
            ['--x', 'left'],
            ['will-change', 'left,right'],
            ['justify-content', 'flex-start'],
            ['margin-inline-start', '8px'],
            ['cursor', 'pointer'],
            ['text-transform', 'uppercase'],
            ['transform-origin', 'top left'],
            ['transform', 'translate(0, 20px) scale(1)'],
            ['transform', 'scale(1) translate(var(--Badge-translateX), var(--Badge-translateY))'],
            ['transform', 'translate(14px, -9px) scale(0.75)'],
            ['transform', 'translateX(-100%)'],
            ['transform', 'rotate(180deg)'],
            ['box-shadow', 'none'],
            ['box-shadow', 'var(--Paper-shadow)'],
            ['box-shadow', '0px 3px 1px -2px rgba(0,0,0,0.2),0px 2px 2px 0px rgba(0,0,0,0.14),0px 1px 5px 0px rgba(0,0,0,0.12)'],
            ['box-shadow', 'inset 0 -1px 0 red'],
            ['box-shadow', '0 0 0 2px #1b7f4b'],
            ['box-shadow', '2px 3px red'],
            ['box-shadow', 'inset 2px 0 red'],
            ['text-shadow', '1px 1px 2px black'],
            ['background-color', 'rgba(0, 0, 0, 0.04)'],
            ['background-color', 'color-mix(in srgb, #b71c1c, transparent 88%)'],
            ['background-position', 'left center'],
            ['background-position', '10% 0'],
            ['border-color', 'var(--variant-outlinedBorder, currentColor)'],
        ];
        let turnedHere = 0;
        for (const [property, value] of declarations) {
            const turned = flipDeclaration(property, value);
            if (turned === undefined) continue;
            turnedHere++;
            expect(`.a{${turned[0]}:${turned[1]};}`, `${property}:${value}`).toBe(cssjanus.transform(`.a{${property}:${value};}`));
        }
        // most of them here; sideways shadows and translations, resize cursors, percentages of
        // backgrounds and slashes left to cssjanus
        expect(turnedHere).toBeGreaterThan(45);
        for (const [property, value] of [
            ['box-shadow', '1px 0 red'],
            ['box-shadow', 'inset 2px 0 red'],
            ['transform', 'translateX(2px)'],
            ['transform', 'translate(14px, -9px) scale(0.75)'],
            ['cursor', 'e-resize'],
            ['border-radius', '1px/2px'],
            ['background', 'url(left.png) left top'],
            ['background-position', '10% 0'],
            ['scroll-margin', '1px 2px 3px 4px'],
        ]) {
            expect(flipDeclaration(property, value), `${property}:${value}`).toBeUndefined();
        }
    });

    it('sends cssjanus every rule it would change', () => {
        const flipped = [
            '.a{float:left;}',
            '.a{margin-left:8px;}',
            '.a{direction:ltr;}',
            '.a{cursor:e-resize;}',
            '.a{cursor:nw-resize;}',
            '.a{box-shadow:1px 0 red;}',
            '.a{text-shadow:red 1px 0;}',
            '.a{transform:translateX(2px);}',
            '.a{transform:rotate(1deg) translate(2px,0);}',
            '.a{margin:1px 2px 3px 4px;}',
            '.a{margin:1px 2px 3px 4px !important;}',
            '.a{padding:calc(1px + 2px) 0 0 1px;}',
            '.a{border-width:1px 2px 3px 4px;}',
            '.a{border-color:red green blue black;}',
            '.a{border-style:solid dotted none dashed;}',
            '.a{border-radius:1px 2px;}',
            '.a{border-radius:1px/2px;}',
            '.a{background-position:10% 0;}',
            '.a{background:url(x.png) 10% 0;}',
            '.a{background-position-x:25%;}',
            '.a{content:"`";}',
        ];
        for (const css of flipped) {
            expect(cssjanus.transform(css), css).not.toBe(css);
            expect(mayFlip(css), css).toBe(true);
        }
        const asTheyAre = ['.a{margin:0 auto;}', '.a{padding:8px 16px;}', '.a{border-radius:4px;}', '.a{color:red;background-color:#fff;}', '.a:hover{opacity:0.5;}'];
        for (const css of asTheyAre) {
            expect(cssjanus.transform(css), css).toBe(css);
            expect(mayFlip(css), css).toBe(false);
        }
    });
});
