import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import Title from '@mui/icons-material/Title';
import { Box, FormHelperText, IconButton, Paper, Stack, Tooltip } from '@mui/material';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { RichNode } from '../mock/data/blog';

/**
 * The blog's rich-text editor (TipTap 3), loaded only with the new-post page. Its value is the
 * editor's JSON document, never HTML.
 */
export default function Editor({ onChange, error, label }: { onChange: (doc: RichNode) => void; error?: string; label: string }) {
    const editor = useEditor({
        extensions: [StarterKit.configure({ heading: { levels: [2, 3] } })],
        editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', dir: 'rtl' } },
        onUpdate: ({ editor: current }) => onChange(current.getJSON() as RichNode),
        immediatelyRender: true,
    });
    const state = useEditorState({
        editor,
        selector: ({ editor: current }) => ({
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            heading: current.isActive('heading', { level: 3 }),
            bullet: current.isActive('bulletList'),
            ordered: current.isActive('orderedList'),
            quote: current.isActive('blockquote'),
        }),
    });
    const tools = [
        { key: 'bold', label: 'پررنگ', icon: <FormatBold />, run: () => editor.chain().focus().toggleBold().run() },
        { key: 'italic', label: 'کج', icon: <FormatItalic />, run: () => editor.chain().focus().toggleItalic().run() },
        { key: 'heading', label: 'عنوان', icon: <Title />, run: () => editor.chain().focus().toggleHeading({ level: 3 }).run() },
        { key: 'bullet', label: 'فهرست', icon: <FormatListBulleted />, run: () => editor.chain().focus().toggleBulletList().run() },
        { key: 'ordered', label: 'فهرست شماره‌دار', icon: <FormatListNumbered />, run: () => editor.chain().focus().toggleOrderedList().run() },
        { key: 'quote', label: 'نقل قول', icon: <FormatQuote />, run: () => editor.chain().focus().toggleBlockquote().run() },
    ] as const;
    return (
        <Box>
            <Paper variant="outlined" sx={{ borderColor: error ? 'error.main' : undefined }}>
                <Stack direction="row" spacing={0.5} role="toolbar" aria-label="ابزار ویرایش" sx={{ p: 0.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
                    {tools.map(tool => (
                        <Tooltip key={tool.key} title={tool.label}>
                            <IconButton size="small" aria-label={tool.label} aria-pressed={state[tool.key]} color={state[tool.key] ? 'primary' : 'default'} onClick={tool.run}>
                                {tool.icon}
                            </IconButton>
                        </Tooltip>
                    ))}
                </Stack>
                <Box sx={{ px: 2, '& .ProseMirror': { minHeight: 200, outline: 'none', lineHeight: 2 }, '& .ProseMirror p': { my: 1 } }}>
                    <EditorContent editor={editor} />
                </Box>
            </Paper>
            {error && <FormHelperText error>{error}</FormHelperText>}
        </Box>
    );
}
