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
import { mayFlip, rtlPlugin } from '../../src/layout/rtlPlugin';
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
