import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import Title from '@mui/icons-material/Title';
import { Box, Divider, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Section } from '../Demo';
import { formatNumber } from '../../../i18n/format';

const initial = `<h2>یادداشت روز</h2>
<p>قیمت <strong>انس طلا</strong> امروز افزایش داشت و سفارش‌های خرید <em>سکه</em> بیشتر شد.</p>
<ul><li>بررسی رسیدهای در انتظار</li><li>پاسخ به تیکت‌های باز</li></ul>
<blockquote>هر سفارش پیش از تأیید با قیمت لحظه‌ای سنجیده شود.</blockquote>`;

function Toolbar({ editor }: { editor: Editor }) {
    const state = useEditorState({
        editor,
        selector: ({ editor: e }) => e.isDestroyed ? null : ({
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            strike: e.isActive('strike'),
            heading: e.isActive('heading', { level: 2 }),
            bullet: e.isActive('bulletList'),
            ordered: e.isActive('orderedList'),
            quote: e.isActive('blockquote'),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
            // the document's own text (getText() needs the view's serialisers, not there between re-creations)
            words: e.state.doc.textBetween(0, e.state.doc.content.size, ' ').split(/\s+/).filter(Boolean).length,
        }),
    });
    if (!state) return null;
    const buttons = [
        { label: 'پررنگ', Icon: FormatBold, active: state.bold, run: () => editor.chain().focus().toggleBold().run() },
        { label: 'کج', Icon: FormatItalic, active: state.italic, run: () => editor.chain().focus().toggleItalic().run() },
        { label: 'خط‌خورده', Icon: FormatStrikethrough, active: state.strike, run: () => editor.chain().focus().toggleStrike().run() },
        { label: 'سرتیتر', Icon: Title, active: state.heading, run: () => editor.chain().focus().toggleHeading({ level: 2 }).run() },
        { label: 'فهرست نقطه‌ای', Icon: FormatListBulleted, active: state.bullet, run: () => editor.chain().focus().toggleBulletList().run() },
        { label: 'فهرست شماره‌دار', Icon: FormatListNumbered, active: state.ordered, run: () => editor.chain().focus().toggleOrderedList().run() },
        { label: 'نقل قول', Icon: FormatQuote, active: state.quote, run: () => editor.chain().focus().toggleBlockquote().run() },
    ];
    return (
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 0.5, p: 0.5 }}>
            {buttons.map(({ label, Icon, active, run }) => (
                <Tooltip key={label} title={label}>
                    <IconButton size="small" aria-label={label} aria-pressed={active} color={active ? 'primary' : 'default'} onClick={run}><Icon fontSize="small" /></IconButton>
                </Tooltip>
            ))}
            <Divider orientation="vertical" flexItem />
            <Tooltip title="واگرد"><span><IconButton size="small" aria-label="واگرد" disabled={!state.canUndo} onClick={() => editor.chain().focus().undo().run()}><Undo fontSize="small" sx={{ transform: 'scaleX(-1)' }} /></IconButton></span></Tooltip>
            <Tooltip title="ازنو"><span><IconButton size="small" aria-label="ازنو" disabled={!state.canRedo} onClick={() => editor.chain().focus().redo().run()}><Redo fontSize="small" sx={{ transform: 'scaleX(-1)' }} /></IconButton></span></Tooltip>
            <Typography variant="caption" color="text.secondary" sx={{ marginInlineStart: 'auto', px: 1 }}>{formatNumber(state.words)} واژه</Typography>
        </Stack>
    );
}

export default function EditorPage() {
    const editor = useEditor({
        extensions: [StarterKit],
        content: initial,
        editorProps: { attributes: { dir: 'rtl', 'aria-label': 'متن یادداشت', role: 'textbox', 'aria-multiline': 'true' } },
    });
    return (
        <Section title="ویرایشگر متن غنی" description="سرتیتر، فهرست، نقل قول، واگرد و شمار واژه‌ها؛ متن از راست به چپ.">
            <Paper variant="outlined" sx={{ width: '100%', minWidth: 0 }}>
                {editor && <Toolbar editor={editor} />}
                <Divider />
                <Box sx={{
                    px: 2, minHeight: 220,
                    '& .tiptap': { outline: 'none', minHeight: 200, py: 1 },
                    '& .tiptap blockquote': { borderInlineStart: 4, borderColor: 'divider', m: 0, paddingInlineStart: 2, color: 'text.secondary' },
                }}>
                    <EditorContent editor={editor} />
                </Box>
            </Paper>
        </Section>
    );
}
