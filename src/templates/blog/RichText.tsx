import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { RichNode } from '../mock/data/blog';

/**
 * Draws an editor document (TipTap/ProseMirror JSON) as React elements. Only known nodes and marks
 * are drawn and every text is a React text node, so a post can never inject markup.
 */
function marks(text: string, list: RichNode['marks'] = []): ReactNode {
    return list.reduce<ReactNode>((inner, mark) => {
        switch (mark.type) {
            case 'bold':
                return <strong>{inner}</strong>;
            case 'italic':
                return <em>{inner}</em>;
            case 'strike':
                return <s>{inner}</s>;
            case 'code':
                return <code>{inner}</code>;
            case 'underline':
                return <u>{inner}</u>;
            default:
                return inner;
        }
    }, text);
}

function node(item: RichNode, key: number): ReactNode {
    const children = item.content?.map(node);
    switch (item.type) {
        case 'doc':
            return <>{children}</>;
        case 'text':
            return <span key={key}>{marks(item.text ?? '', item.marks)}</span>;
        case 'paragraph':
            return <Typography key={key} component="p" sx={{ mb: 2, lineHeight: 2 }}>{children}</Typography>;
        case 'heading': {
            const level = Math.min(Math.max(Number(item.attrs?.level) || 3, 2), 6);
            return <Typography key={key} component={`h${level}` as 'h2'} variant={level <= 3 ? 'h6' : 'subtitle1'} sx={{ mt: 3, mb: 1.5, fontWeight: 700 }}>{children}</Typography>;
        }
        case 'bulletList':
            return <Box key={key} component="ul" sx={{ pl: 3, mb: 2 }}>{children}</Box>;
        case 'orderedList':
            return <Box key={key} component="ol" sx={{ pl: 3, mb: 2 }}>{children}</Box>;
        case 'listItem':
            return <li key={key}>{children}</li>;
        case 'blockquote':
            return <Box key={key} component="blockquote" sx={{ borderLeft: 4, borderColor: 'primary.main', m: 0, mb: 2, pl: 2, color: 'text.secondary' }}>{children}</Box>;
        case 'hardBreak':
            return <br key={key} />;
        case 'horizontalRule':
            return <hr key={key} />;
        case 'codeBlock':
            return <Box key={key} component="pre" dir="ltr" sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' }}>{children}</Box>;
        default:
            return children ? <span key={key}>{children}</span> : null;
    }
}

export const RichText = ({ doc }: { doc: RichNode }) => <>{node(doc, 0)}</>;

/** True when the document has some text in it. */
export const hasText = (doc: RichNode | undefined): boolean =>
    !!doc && ((doc.type === 'text' && !!doc.text?.trim()) || (doc.content ?? []).some(hasText));
